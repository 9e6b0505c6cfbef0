import { AppError } from '../../http/app-error.ts';

/** Encrypted request bodies: typed factories for the request.encryption_* codes in the contracts. */
export const cryptoErrors = {
  /** The body is not an encrypted envelope where the route wants one. */
  required: () => new AppError('request.encryption_required'),
  /** The envelope names a key this server does not hold (rotated away, or never issued). */
  unknownKey: () => new AppError('request.encryption_unknown_key'),
  /** The envelope does not decrypt, or its content is not the expected JSON. */
  invalid: () => new AppError('request.encryption_invalid'),
  /** Too old, or already used once (replay). */
  expired: () => new AppError('request.encryption_expired'),
};

// The one ApiError of both apps lives in @arcadia/ui; the player site's files import it from here.
export { ApiError, CLIENT_CODES, isApiError } from '@arcadia/ui';

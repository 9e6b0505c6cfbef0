/*
 * What both apps (the player site and the operator console) share. The chart is not here: it
 * brings uPlot, so it has its own entry, @arcadia/ui/chart, imported only by lazy files.
 */
export { ApiError, CLIENT_CODES, isApiError } from './api-error';
export { isEnvelope, readEnvelope, readEnvelopeValue, type ReadEnvelopeOptions } from './envelope';

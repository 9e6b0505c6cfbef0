import type { FastifyRequest } from 'fastify';
import { currentOperator, operatorBrand } from '../operators/operators.port.ts';

export const tags = ['admin-content'];
export const security = [{ bearer: [] }];

/** An operator of one brand acts on that brand only; one of every brand names it (or the default). */
export const brandOf = operatorBrand;

/** The brand an operator is limited to (null: every brand); rows of other brands are "not found". */
export const scopeOf = (request: FastifyRequest) => currentOperator(request).merchantId;

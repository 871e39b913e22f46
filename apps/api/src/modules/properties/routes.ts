import type { FastifyPluginAsync } from 'fastify';
import type { AnswerCache } from '../../figures/answer-cache';
import { propertyEndpoints } from '@harborstay/contracts';
import { route, serializeSuccess } from '../../lib/route';
import { ownerFinancials, singlePropertyFinancials } from './financials';
import { getPropertyInfo, listOwnerProperties, updatePropertyInfo } from './service';

export const propertyRoutes: FastifyPluginAsync<{ answers: AnswerCache }> = async (app, { answers }) => {
  route(app, propertyEndpoints.list, async ({ scope }) => listOwnerProperties(app.db, scope));

  route(app, propertyEndpoints.update, async ({ scope, body }) => updatePropertyInfo(app.db, scope, body));

  route(app, propertyEndpoints.info, async ({ scope, params }) => getPropertyInfo(app.db, scope, params.id));

  route(app, propertyEndpoints.ownerFinancials, async ({ scope }) => {
    const now = new Date();
    return answers.answer(scope, ['financials'], now, async () =>
      serializeSuccess(propertyEndpoints.ownerFinancials, await ownerFinancials(app.db, scope, now)),
    );
  });

  route(app, propertyEndpoints.financials, async ({ scope, params }) => {
    const now = new Date();
    return answers.answer(scope, ['financials', params.id], now, async () =>
      serializeSuccess(
        propertyEndpoints.financials,
        await singlePropertyFinancials(app.db, scope, params.id, now),
      ),
    );
  });
};

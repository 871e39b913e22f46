import type { FastifyPluginAsync } from 'fastify';
import type { AnswerCache } from '../../figures/answer-cache';
import { propertyEndpoints } from '@harborstay/contracts';
import { keptAnswer } from '../../figures/kept-answer';
import { route } from '../../lib/route';
import { ownerFinancials, singlePropertyFinancials } from './financials';
import { getPropertyInfo, listOwnerProperties, updatePropertyInfo } from './service';

export const propertyRoutes: FastifyPluginAsync<{ answers: AnswerCache }> = async (app, { answers }) => {
  // Its "actively reserved" is a figure, and all it reads moves the data version: kept like them.
  route(app, propertyEndpoints.list, async ({ scope }) =>
    keptAnswer(answers, propertyEndpoints.list, scope, null, (now) =>
      listOwnerProperties(app.db, scope, now),
    ),
  );

  route(app, propertyEndpoints.update, async ({ scope, body }) => updatePropertyInfo(app.db, scope, body));

  route(app, propertyEndpoints.info, async ({ scope, params }) =>
    keptAnswer(answers, propertyEndpoints.info, scope, params.id, () =>
      getPropertyInfo(app.db, scope, params.id),
    ),
  );

  route(app, propertyEndpoints.ownerFinancials, async ({ scope }) =>
    keptAnswer(answers, propertyEndpoints.ownerFinancials, scope, null, (now) =>
      ownerFinancials(app.db, scope, now),
    ),
  );

  route(app, propertyEndpoints.financials, async ({ scope, params }) =>
    keptAnswer(answers, propertyEndpoints.financials, scope, params.id, (now) =>
      singlePropertyFinancials(app.db, scope, params.id, now),
    ),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { AnswerCache } from '../../figures/answer-cache';
import { dashboardEndpoints } from '@harborstay/contracts';
import { route, serializeSuccess } from '../../lib/route';
import { ownerDashboard } from './service';

export const dashboardRoutes: FastifyPluginAsync<{ answers: AnswerCache }> = async (app, { answers }) => {
  route(app, dashboardEndpoints.figures, async ({ scope, query }) => {
    const ids = query.id === undefined ? [] : [query.id].flat();
    const now = new Date();
    return answers.answer(scope, ['dashboard', ids], now, async () =>
      serializeSuccess(dashboardEndpoints.figures, await ownerDashboard(app.db, scope, { ids, now })),
    );
  });
};

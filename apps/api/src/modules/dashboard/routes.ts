import type { FastifyPluginAsync } from 'fastify';
import type { AnswerCache } from '../../figures/answer-cache';
import { dashboardEndpoints } from '@harborstay/contracts';
import { keptAnswer } from '../../figures/kept-answer';
import { route } from '../../lib/route';
import { ownerDashboard } from './service';

export const dashboardRoutes: FastifyPluginAsync<{ answers: AnswerCache }> = async (app, { answers }) => {
  route(app, dashboardEndpoints.figures, async ({ scope, query }) => {
    const ids = query.id === undefined ? [] : [query.id].flat();
    return keptAnswer(answers, dashboardEndpoints.figures, scope, ids, (now) =>
      ownerDashboard(app.db, scope, { ids, now }),
    );
  });
};

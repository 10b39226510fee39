import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './health.schemas.js';

/** What a load balancer asks: is the process up, and can it serve (the database answers)? */
export const healthEndpoints = defineEndpoints<typeof schemas>()('health', {
  getLiveness: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness: the process answers',
    answer: 'HealthSchema',
  },
  getReadiness: {
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    summary: 'Readiness: the database answers',
    answer: 'ReadinessSchema',
    errors: [503],
  },
});

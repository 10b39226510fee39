import type { OperatorRole } from '../../../contract/operators/operator-roles.js';
import { operatorSessionIdleMs } from '../../platform/auth/operator-auth.js';
import type { DbExecutor } from '../../platform/db/database.js';
import type { Clock } from '../../platform/time/clock.js';
import type { OperatorActionEntry, OperatorsRepository } from './operators.repository.js';

export type { OperatorActionEntry };

/**
 * Issue 25: the operators who run the marketplace, their sessions and the audit log of what they did.
 * Other modules' operator actions write their audit entry with `recordAction` in the transaction of the
 * change itself, so an action and its entry are kept or lost together.
 */
export function createOperatorsService({
  repository,
  clock,
}: {
  repository: OperatorsRepository;
  clock: Clock;
}) {
  return {
    /**
     * Appends one entry to the audit log, in the caller's transaction: who (`operatorId`), what (`action`,
     * e.g. SUPPLIER_SUSPENDED), on what (`subjectType`, `subjectId`), why (`reason`), and the state before
     * and after (small JSON objects of the fields that changed). Answers the entry's id.
     */
    recordAction(tx: DbExecutor, entry: OperatorActionEntry): Promise<string> {
      return repository.insertAction(tx, entry, clock.now());
    },

    /** For the request's operator session (platform/auth/operator-auth.ts). */
    async findSessionOperator(tokenHash: string): Promise<{ id: string; role: OperatorRole } | null> {
      const now = clock.now();
      return repository.touchSession(tokenHash, {
        now,
        idleSince: new Date(now.getTime() - operatorSessionIdleMs),
      });
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;

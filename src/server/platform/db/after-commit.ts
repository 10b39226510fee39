import type { Db, DbExecutor } from './database.js';

/** Work that must see a transaction's changes committed, and must not undo them when it fails. */
type CommitHook = () => Promise<void>;

/**
 * The hooks of each open transaction, by its session: a transaction and its savepoints share one session
 * (one pooled connection), so a hook added inside a savepoint belongs to the outer transaction.
 */
const hooksBySession = new WeakMap<object, CommitHook[]>();

const sessionOf = (executor: DbExecutor): object => executor._.session;

/**
 * Runs `hook` once the transaction `executor` belongs to has committed, before its `transaction()` call
 * answers, so the caller's answer already reflects what the hook did (like Django's `on_commit`). A
 * rollback drops the hook. Answers false when `executor` is no transaction opened through `openPool`'s
 * `db` (the pool itself, where each statement commits on its own): the caller runs its work now.
 * A hook must handle its own failures: the transaction is committed whatever it does.
 */
export function afterCommit(executor: DbExecutor, hook: CommitHook): boolean {
  const hooks = hooksBySession.get(sessionOf(executor));
  if (!hooks) return false;
  hooks.push(hook);
  return true;
}

/** Makes `db.transaction` run the hooks its transactions collected (`afterCommit`), once committed. */
export function withCommitHooks(db: Db): Db {
  const begin = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (work, config) => {
    const hooks: CommitHook[] = [];
    const result = await begin(async (tx) => {
      const session = sessionOf(tx);
      hooksBySession.set(session, hooks);
      try {
        return await work(tx);
      } finally {
        hooksBySession.delete(session);
      }
    }, config);
    // One after the other, in the order they were added: a later hook may build on an earlier one.
    for (const hook of hooks) await hook().catch(() => undefined);
    return result;
  };
  db.transaction = transaction;
  return db;
}

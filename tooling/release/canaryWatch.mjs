// Automatic rollback of canaries (ADR 0030): while a remote's canary runs, its error rate in the
// field data (failures of its slots per view) is compared with the live release's over a
// sliding window; when the canary's is above the live one's by more than the policy's margin,
// with at least the policy's number of views, the canary is ended and the figures are noted in
// the remote's history (`pnpm mfe status` shows it). `pnpm start` runs the watch in-process;
// `pnpm mfe watch` runs it beside any other deployment.
import { endCanary } from './operations.mjs';

/** The rule's defaults; the release store's `canaryPolicy` overrides any of them. */
export const DEFAULT_CANARY_POLICY = Object.freeze({
  /** The sliding window the error rates are compared over. */
  windowMinutes: 10,
  /** Views the canary needs before it can be judged: fewer say nothing. */
  minViews: 20,
  /** How far above the live release's error rate the canary's may be (0.05: 5 points). */
  margin: 0.05,
});

/** The policy in force: the store's `canaryPolicy` over the defaults. */
export const canaryPolicyOf = (ledger) => ({ ...DEFAULT_CANARY_POLICY, ...ledger.canaryPolicy });

/**
 * The verdict on one canary from its and the live release's figures (`{ views, failures }`,
 * either missing when it had no views): `end` with the figures, or `keep` with why.
 */
export const judgeCanary = (canary, live, policy) => {
  const rate = (row) => (row && row.views > 0 ? row.failures / row.views : 0);
  const figures = {
    canary: { views: canary?.views ?? 0, failures: canary?.failures ?? 0, rate: rate(canary) },
    live: { views: live?.views ?? 0, failures: live?.failures ?? 0, rate: rate(live) },
    policy,
  };
  if (figures.canary.views < policy.minViews)
    return { verdict: 'keep', why: 'too few views', figures };
  if (figures.canary.rate > figures.live.rate + policy.margin)
    return { verdict: 'end', why: 'error rate above the live release', figures };
  return { verdict: 'keep', why: 'within the margin', figures };
};

/**
 * One pass: judges every running canary on the field data of the policy's window and ends
 * those the rule condemns. `summary(minutes)` answers the platform's figures keyed
 * `<remote> <release>` (fieldFigures.mjs). Answers what it ended.
 */
export const watchCanaries = async ({ store, summary, log = () => {} }) => {
  const ledger = store.read();
  const running = Object.entries(ledger.remotes).filter(([, entry]) => entry.canary);
  if (running.length === 0) return [];
  const policy = canaryPolicyOf(ledger);
  const figures = await summary(policy.windowMinutes);
  const ended = [];
  for (const [remote, entry] of running) {
    const judged = judgeCanary(
      figures.get(`${remote} ${entry.canary.release}`),
      figures.get(`${remote} ${entry.live}`),
      policy,
    );
    if (judged.verdict !== 'end') continue;
    const result = endCanary({
      remote,
      reason: `automatic: ${judged.why}`,
      figures: { canary: judged.figures.canary, live: judged.figures.live },
      store,
    });
    log(
      `${remote}: canary ${result.from} ended automatically (errors ${(judged.figures.canary.rate * 100).toFixed(1)} % in ${judged.figures.canary.views} views against ${(judged.figures.live.rate * 100).toFixed(1)} % live)`,
    );
    ended.push({ remote, release: result.from, figures: judged.figures });
  }
  return ended;
};

/**
 * Runs {@link watchCanaries} every `everyMs` until stopped; a failed pass is logged, not fatal.
 * `keepAlive`: the watch alone keeps the process running (`pnpm mfe watch`).
 */
export const startCanaryWatch = ({
  store,
  summary,
  everyMs = 15_000,
  log = console.log,
  keepAlive = false,
}) => {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await watchCanaries({ store, summary, log });
    } catch (error) {
      log(`canary watch: ${error.message}`);
    } finally {
      running = false;
    }
  }, everyMs);
  if (!keepAlive) timer.unref();
  return { stop: () => clearInterval(timer) };
};

import type { FastifyInstance } from 'fastify';

import { okEnvelope } from '../../http/envelope';
import { tooManyRequests } from '../../http/httpError';
import { createRateLimiter } from '../../http/rateLimiter';
import { adminGuard } from '../auth/adminGuard';

/** Where browsers post CSP violation reports (the site's policy names it: report-uri). */
export const CSP_REPORT_PATH = '/csp-report';

/** Most reports kept in memory; older ones are dropped first. */
export const MAX_CSP_REPORTS = 500;
const REPORT_BODY_LIMIT = 16 * 1024;
/** Reports one address may post per minute: a page with a real violation sends a handful. */
export const CSP_REPORTS_PER_MINUTE = 30;
/** Violations logged per minute, all addresses together; the rest are counted, not logged. */
export const CSP_LOGS_PER_MINUTE = 20;

/**
 * Logs at most `perWindow` violations per window; when a window with suppressed ones ends, one
 * line says how many were left out. A flood of reports cannot flood the log.
 */
export const createLogSampler = (perWindow: number, windowMs = 60_000) => {
  let start = 0;
  let logged = 0;
  let suppressed = 0;
  return {
    /** Whether to log this one; also returns the count suppressed in the window just ended. */
    take(now = Date.now()): { log: boolean; suppressedBefore: number } {
      let suppressedBefore = 0;
      if (now - start >= windowMs) {
        suppressedBefore = suppressed;
        start = now;
        logged = 0;
        suppressed = 0;
      }
      if (logged < perWindow) {
        logged += 1;
        return { log: true, suppressedBefore };
      }
      suppressed += 1;
      return { log: false, suppressedBefore };
    },
  };
};

/** One recorded violation, reduced to the fields that say what was blocked and where. */
export interface CspViolation {
  receivedAt: string;
  documentUri: string;
  violatedDirective: string;
  blockedUri: string;
  sourceFile?: string;
  lineNumber?: number;
  sample?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.slice(0, 512) : undefined;

/** Reads both report formats: report-uri's {"csp-report": {...}} and report-to's [{type, body}]. */
export const violationsOf = (payload: unknown, now = new Date()): CspViolation[] => {
  const raw: Record<string, unknown>[] = [];
  if (Array.isArray(payload)) {
    for (const item of payload as { type?: unknown; body?: unknown }[]) {
      if (item?.type === 'csp-violation' && item.body && typeof item.body === 'object')
        raw.push(item.body as Record<string, unknown>);
    }
  } else if (payload && typeof payload === 'object' && 'csp-report' in payload) {
    const report = (payload as { 'csp-report': unknown })['csp-report'];
    if (report && typeof report === 'object') raw.push(report as Record<string, unknown>);
  }
  return raw.map((report) => ({
    receivedAt: now.toISOString(),
    documentUri: text(report['document-uri'] ?? report.documentURL) ?? '',
    violatedDirective:
      text(
        report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive'],
      ) ?? '',
    blockedUri: text(report['blocked-uri'] ?? report.blockedURL) ?? '',
    sourceFile: text(report['source-file'] ?? report.sourceFile),
    lineNumber:
      typeof (report['line-number'] ?? report.lineNumber) === 'number'
        ? Number(report['line-number'] ?? report.lineNumber)
        : undefined,
    sample: text(report['script-sample'] ?? report.sample),
  }));
};

/**
 * POST /csp-report records violations (in memory: they are a signal for ops and the e2e suite,
 * not data to keep). With ADMIN_TOKEN set, GET /admin/csp-reports lists them and DELETE clears.
 */
export const registerCspReports = (app: FastifyInstance): void => {
  const reports: CspViolation[] = [];
  const limiter = createRateLimiter(CSP_REPORTS_PER_MINUTE, 60_000);
  const sampler = createLogSampler(CSP_LOGS_PER_MINUTE);
  const parseJson = (
    _request: unknown,
    body: string,
    done: (e: Error | null, v?: unknown) => void,
  ) => {
    try {
      done(null, JSON.parse(body));
    } catch {
      done(null, null);
    }
  };
  app.register(async (scope) => {
    for (const type of ['application/csp-report', 'application/reports+json']) {
      scope.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
        parseJson,
      );
    }
    scope.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
      const wait = limiter.hit(request.clientAddress);
      if (wait > 0) throw tooManyRequests(wait);
      for (const violation of violationsOf(request.body)) {
        const { log, suppressedBefore } = sampler.take();
        if (suppressedBefore > 0)
          request.log.warn({ suppressed: suppressedBefore }, 'CSP violations not logged (sampled)');
        if (log) request.log.warn({ violation }, 'CSP violation');
        reports.push(violation);
        if (reports.length > MAX_CSP_REPORTS) reports.shift();
      }
      return reply.code(204).send();
    });
  });

  const { adminToken } = app.platform.config;
  if (!adminToken) return;
  const guard = adminGuard(adminToken);
  app.get('/admin/csp-reports', { preHandler: guard }, async () => okEnvelope({ reports }));
  app.delete('/admin/csp-reports', { preHandler: guard }, async () => {
    reports.length = 0;
    return okEnvelope({ reports });
  });
};

import {
  type DeviceClass,
  FIELD_DATA_MAX_EVENTS,
  type FieldBatch,
  type FieldEvent,
} from 'shared-contracts';

/** What the reporter needs from the page; the browser's by default (see `fieldData.ts`). */
export interface FieldReporterOptions {
  /** Percentage of visits that report (the brand's `fieldDataSample`); 0 reports nothing. */
  sample: number;
  /** Sends one batch (`navigator.sendBeacon`); answers whether the browser took it. */
  send: (batch: FieldBatch) => boolean;
  device: DeviceClass;
  /**
   * The release of a part ('shell' or a remote id) when the batch is sent: the registry may not
   * be read yet when a view is queued.
   */
  releaseOf: (part: string) => string;
  /** A number in [0, 1) (`Math.random`), for the sample and the visit id. */
  random?: () => number;
}

/** An event as queued: its release is filled in when it is sent, unless it carries one. */
export type QueuedEvent = DistributiveOmit<FieldEvent, 'release'> & { release?: string };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Queued = QueuedEvent & { route: string };

/** A random visit id: letters and digits, nothing derived from the visitor. */
export const visitIdOf = (random: () => number) =>
  Array.from({ length: 20 }, () => Math.floor(random() * 36).toString(36)).join('');

/** The coarse device class of a screen: phone under 768 px, tablet under 1200 px with touch. */
export const deviceClassOf = (width: number, coarsePointer: boolean): DeviceClass =>
  width < 768 ? 'phone' : width < 1200 && coarsePointer ? 'tablet' : 'desktop';

/**
 * Queues a visit's field data (ADR 0030) and sends it in batches, one per route, at most
 * {@link FIELD_DATA_MAX_EVENTS} events each, when `flush` is called (the page is hidden). A visit
 * outside the sample queues nothing.
 */
export const createFieldReporter = ({
  sample,
  send,
  device,
  releaseOf,
  random = Math.random,
}: FieldReporterOptions) => {
  const sampled = random() * 100 < sample;
  const visit = visitIdOf(random);
  let queue: Queued[] = [];

  return {
    sampled,
    /** Queues an event that happened on `route` (its path, no query). */
    add(route: string, event: QueuedEvent): void {
      if (sampled) queue.push({ ...event, route });
    },
    /** Sends what is queued; what the browser refused stays for the next flush. */
    flush(): void {
      if (queue.length === 0) return;
      const byRoute = new Map<string, FieldEvent[]>();
      for (const { route, ...event } of queue) {
        const sent = { ...event, release: event.release ?? releaseOf(event.remote) } as FieldEvent;
        byRoute.set(route, [...(byRoute.get(route) ?? []), sent]);
      }
      const kept: Queued[] = [];
      for (const [route, events] of byRoute)
        for (let start = 0; start < events.length; start += FIELD_DATA_MAX_EVENTS) {
          const part = events.slice(start, start + FIELD_DATA_MAX_EVENTS);
          if (!send({ visit, route, device, events: part }))
            kept.push(...part.map((event) => ({ ...event, route })));
        }
      queue = kept;
    },
  };
};
export type FieldReporter = ReturnType<typeof createFieldReporter>;

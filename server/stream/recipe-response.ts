import type { FastifyReply } from 'fastify';
import { apiError } from '../../shared/api/api-errors.ts';
import { providerLabel, RECIPE_BY_HEADER, type ModelDescription } from '../../shared/api/provider-label.ts';
import { RECIPE_BY_PART, THINKING_PART } from '../../shared/api/stream-parts.ts';
import type { ChunkReader } from './hold-first-text.ts';
import { openEventStream, type EventStream } from './send-event-stream.ts';
import type { UpstreamFailure } from './upstream-failure.ts';

/**
 * How long a host may think before the visitor is told so. Quick thinkers (a fraction of a second)
 * never open the response early, so a failure after their thinking still gets a real HTTP status;
 * slow ones (a minute, at times) are announced well within two seconds.
 */
const THINKING_NOTICE_MS = 1000;

/**
 * The visitor's response to one recipe. It opens with the answer, or earlier, once a host has
 * thought for THINKING_NOTICE_MS without a word of recipe, so that the visitor hears the chef is at
 * work. Once open, a failure before any text (a host that thought, then failed, and no other
 * answered) is an error in the stream, which the page shows, rather than an HTTP status. However
 * long the host then thinks, the open stream is never quiet for longer than `heartbeatMs`.
 */
export function recipeResponse(reply: FastifyReply, { draining, heartbeatMs }: { draining: () => boolean; heartbeatMs: number }) {
  let open: { stream: EventStream; by: ModelDescription } | undefined;
  let notice: ReturnType<typeof setTimeout> | undefined;
  const openFor = (by: ModelDescription) => {
    clearTimeout(notice);
    reply.header(RECIPE_BY_HEADER, encodeURIComponent(providerLabel(by)));
    // While the server drains, a proxy's kept-alive connection is let go after this answer.
    if (draining()) reply.header('connection', 'close');
    return { stream: openEventStream(reply, { heartbeatMs }), by };
  };
  return {
    /** `by` has started thinking: the visitor is told once, if no text has come by then. */
    thinking(by: ModelDescription) {
      if (open || notice) return;
      notice = setTimeout(() => {
        if (open || reply.sent || reply.raw.destroyed) return;
        open = openFor(by);
        open.stream.send({ type: THINKING_PART, data: {}, transient: true });
      }, THINKING_NOTICE_MS);
    },
    /** Streams the recipe, named for the host that writes it. */
    answer(by: ModelDescription, reader: ChunkReader): Promise<void> {
      if (!open) return openFor(by).stream.pipe(reader);
      if (by !== open.by) open.stream.send({ type: RECIPE_BY_PART, data: { by: providerLabel(by) } });
      return open.stream.pipe(reader);
    },
    /**
     * Answers with why no host gave a recipe: once the response is open, an error in the stream
     * (the page shows it); before, the failure's status and public message, with Retry-After when it has one.
     */
    fail({ status, code, message, retryAfterSeconds }: UpstreamFailure): FastifyReply | undefined {
      clearTimeout(notice);
      if (open) {
        open.stream.send({ type: 'error', errorText: message });
        open.stream.end();
        return undefined;
      }
      if (retryAfterSeconds !== undefined) reply.header('retry-after', retryAfterSeconds);
      return reply.code(status).send(apiError(code, message));
    },
  };
}

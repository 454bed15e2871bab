import { uiMessageChunkSchema } from 'ai';

// The kinds of chunk a recipe arrives in, in the order they come.
const SAMPLE_CHUNKS = [
  { type: 'start' },
  { type: 'start-step' },
  { type: 'text-start', id: 'warm-up' },
  { type: 'text-delta', id: 'warm-up', delta: 'Tomato' },
  { type: 'text-end', id: 'warm-up' },
  { type: 'finish-step' },
  { type: 'finish' },
] as const;

/**
 * The AI SDK's stream schema builds its validators the first time each kind of chunk is checked,
 * a long task on a slow phone when the first words of a recipe arrive. Each step checks one kind
 * of chunk ahead of time, for the page to run in quiet moments while the list is being written.
 * A step returns whether its sample passed, so a sample that stops matching the schema shows.
 */
export const streamParserWarmUpSteps: (() => Promise<boolean>)[] = SAMPLE_CHUNKS.map((chunk) => async () => {
  const result = await uiMessageChunkSchema().validate?.(chunk);
  return result?.success === true;
});

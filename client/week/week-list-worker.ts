/// <reference lib="webworker" />
// The week's shopping list worked out off the page's thread, with USDA's table (parsing its 800 kB
// and meeting units through its portions would be long tasks on a slow phone), as nutrition is.
import { weekList, type WeekListRequest } from './week-list-work.ts';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<WeekListRequest>) => {
  const { id, input } = event.data;
  weekList(input).then(
    (list) => self.postMessage({ id, list }),
    (error: unknown) => self.postMessage({ id, failed: String(error) }),
  );
});

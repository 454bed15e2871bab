import type { WeekList } from '../../shared/week/week-list.ts';
import { weekList, type WeekListAsk, type WeekListRequest } from './week-list-work.ts';

type Answer = { id: number; list: WeekList } | { id: number; failed: string };

let worker: Worker | undefined;
let asked = 0;
const waiting = new Map<number, { resolve: (list: WeekList) => void; reject: (error: Error) => void }>();

/** The week's shopping list, worked out in its worker (started on first use); in the page where there are no workers. */
export function weekListOf(input: WeekListAsk): Promise<WeekList> {
  if (typeof Worker !== 'function') return weekList(input);
  if (!worker) {
    worker = new Worker(new URL('./week-list-worker.ts', import.meta.url));
    worker.addEventListener('message', ({ data }: MessageEvent<Answer>) => {
      const request = waiting.get(data.id);
      waiting.delete(data.id);
      if ('failed' in data) request?.reject(new Error(data.failed));
      else request?.resolve(data.list);
    });
  }
  const id = ++asked;
  const message: WeekListRequest = { id, input };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage(message);
  });
}

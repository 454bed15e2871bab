/**
 * One turn of the event loop: not a wait for time, but for work the page put in a task of its own
 * (a request sent once the press has been answered, a response's body read) to have run.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

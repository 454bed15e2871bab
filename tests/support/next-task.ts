/**
 * One turn of the event loop: not a wait for time, but for work the page put in a task of its own
 * (a request sent once the press has been answered, a response's body read) to have run.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The pause between two tries of a check that waits for a process or service to answer (a port
 * open, a health check passing, Redis counting): those have no event to wait on, so the check is
 * tried again after this pause until its deadline. Not a wait for time to pass.
 */
export const pauseBeforeRetry = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

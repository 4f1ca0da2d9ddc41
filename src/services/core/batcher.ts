/**
 * Coalesces concurrent calls into batches (group commit). Calls made while a batch is running
 * wait and then go together in the next one, so under load a round trip, a statement and a
 * commit serve many callers; with nothing in flight a call runs at once (on the next turn of
 * the event loop, with whatever else arrived in the same turn).
 *
 * `run` answers each item in order, with its result or an Error for that item alone. When the
 * whole batch fails (a constraint hit by one item fails the statement for all), each item is
 * run alone, so only the item at fault gets the error.
 */
export class Batcher<I, O> {
  private queue: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (items: I[]) => Promise<(O | Error)[]>,
    private readonly limits: { maxBatch: number; maxInFlight: number },
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || !this.queue.length || this.inFlight >= this.limits.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.queue.length && this.inFlight < this.limits.maxInFlight) {
      const batch = this.queue.splice(0, this.limits.maxBatch);
      this.inFlight += 1;
      void this.settle(batch).finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
    }
  }

  private async settle(batch: Batcher<I, O>['queue']): Promise<void> {
    let results: (O | Error)[];
    try {
      results = await this.run(batch.map((b) => b.item));
    } catch (err) {
      if (batch.length === 1) {
        batch[0].reject(err);
        return;
      }
      await Promise.all(batch.map((b) => this.settle([b])));
      return;
    }
    batch.forEach((b, i) => {
      const result = results[i];
      if (result instanceof Error) b.reject(result);
      else b.resolve(result);
    });
  }
}

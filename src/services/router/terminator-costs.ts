/**
 * The dynamic cost routing adds to a terminator, as OpenZiti's smartrouting (and weighted)
 * strategies keep it: each open circuit through it adds 2, each failed dial 20, and each
 * successful dial takes back 2 of what failures added. It is runtime state of the instance that
 * routes (OpenZiti keeps it per controller too), shown as a terminator's `dynamicCost`.
 */
const CIRCUIT_COST = 2;
const FAILURE_COST = 20;
const SUCCESS_CREDIT = 2;
const MAX_COST = 0xffff;

interface Costs {
  circuits: number;
  failures: number;
}

class TerminatorCosts {
  private readonly costs = new Map<string, Costs>();

  of(terminatorId: string): number {
    const c = this.costs.get(terminatorId);
    return c ? Math.min(MAX_COST, c.circuits * CIRCUIT_COST + c.failures) : 0;
  }

  dialFailed(terminatorId: string): void {
    this.entry(terminatorId).failures += FAILURE_COST;
  }

  dialSucceeded(terminatorId: string): void {
    const c = this.entry(terminatorId);
    c.failures = Math.max(0, c.failures - SUCCESS_CREDIT);
    c.circuits += 1;
  }

  /** A circuit another instance routed is this one's now (it stopped): its cost counts here. */
  circuitAdopted(terminatorId: string): void {
    this.entry(terminatorId).circuits += 1;
  }

  circuitEnded(terminatorId: string): void {
    const c = this.costs.get(terminatorId);
    if (c) c.circuits = Math.max(0, c.circuits - 1);
  }

  private entry(terminatorId: string): Costs {
    let c = this.costs.get(terminatorId);
    if (!c) this.costs.set(terminatorId, (c = { circuits: 0, failures: 0 }));
    return c;
  }
}

/** This process's terminator costs (the circuit service writes them, presenters read them). */
export const terminatorCosts = new TerminatorCosts();

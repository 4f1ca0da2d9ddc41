// `npm run bench`'s command line: --help prints the options of both modes without starting
// anything, and a mistyped option (or one without its value) is refused instead of starting the
// full two-store run.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bench } from '../../support/bench-process';

describe('bench: command line', () => {
  it('--help prints the options of both modes and starts nothing', async () => {
    const { code, out } = await bench(['--help'], 30_000);
    assert.equal(code, 0, out);
    for (const option of ['--against <url>', '--against-pid', '--identities', '--only embedded|postgres', '--part main|routers', '--workloads <a,b,…>', '--out <file>', '--against-ctrl <host:port>', '--circuits <n>', '--ctrl-terminators <n>']) {
      assert.ok(out.includes(option), `--help names ${option}: ${out}`);
    }
    assert.doesNotMatch(out, /seeded \d|round 1\//); // nothing measured
  });

  it('a mistyped option, or one without its value, is refused before anything starts', async () => {
    const typo = await bench(['--agianst', 'https://127.0.0.1:1'], 30_000);
    assert.notEqual(typo.code, 0);
    assert.match(typo.out, /unknown option "--agianst"/);
    const bare = await bench(['--against'], 30_000);
    assert.notEqual(bare.code, 0);
    assert.match(bare.out, /--against needs a value/);
    const visible = await bench(['--against', 'https://127.0.0.1:1', '--against-password', 'x', '--services', '5', '--visible', '6'], 30_000);
    assert.notEqual(visible.code, 0);
    assert.match(visible.out, /--visible takes 1 to --services \(5\)/);
    const none = await bench(['--against', 'https://127.0.0.1:1', '--against-password', 'x', '--workloads', 'no such workload'], 30_000);
    assert.notEqual(none.code, 0);
    assert.match(none.out, /--workloads no such workload names none of the workloads/);
    assert.doesNotMatch(none.out, /seeded \d|round 1\//); // refused before anything started
    const ctrl = await bench(['--against', 'https://127.0.0.1:1', '--against-password', 'x', '--against-ctrl', '127.0.0.1'], 30_000);
    assert.notEqual(ctrl.code, 0);
    assert.match(ctrl.out, /--against-ctrl takes host:port, got "127.0.0.1"/);
    // The control-plane rows need the other side's control channel: named alone without it, nothing is left to run.
    const noCtrl = await bench(['--against', 'https://127.0.0.1:1', '--against-password', 'x', '--workloads', 'CreateCircuitV2'], 30_000);
    assert.notEqual(noCtrl.code, 0);
    assert.match(noCtrl.out, /skipped without --against-ctrl: circuit setup through the control channel/);
    assert.match(noCtrl.out, /names none of the workloads that can run/);
    assert.doesNotMatch(noCtrl.out, /seeded \d|round 1\//);
  });

  // Small enough to finish well inside the suite's limit per file (two minutes).
});

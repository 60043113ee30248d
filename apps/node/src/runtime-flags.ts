/**
 * The V8 flags the node runs with (start.ts, the tests, the bench, the systemd unit in README.md).
 * A small young generation: the bytes a proxy moves live outside V8's heap, and with the default
 * (up to 16 MB per semi-space) a burst of 1,000 tunnels left ~100 MB committed that V8 kept after
 * the burst; with 2 MB the node's memory levels off after the first burst (test/load.test.ts).
 */
export const nodeRuntimeFlags = ['--max-semi-space-size=2']

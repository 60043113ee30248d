import { BYTES_PER_GB, USAGE_PERIOD_MS } from '../contract/usage'
import { periodStartSql } from './usage-period-sql'

// The statements of one usage batch (ADR 0020). Items come as one JSON parameter per chunk
// (D1 binds at most 100 parameters); only items for proxies of the calling node count.
const ITEMS = `FROM json_each(?1) j JOIN proxies p ON p.id = j.value ->> 'proxyId' WHERE p.sub_server_id = ?2`

/** The batch's own row: a replay fails the whole D1 batch on its primary key. ?1 node ?2 epoch ?3 seq ?4 from ?5 to ?6 bytes ?7 now */
export const BATCH_ROW = `INSERT INTO usage_batches (sub_server_id, epoch, seq, from_at, to_at, bytes, received_at)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`

/** Bytes per proxy, owner and hour. ?3 the hour. */
export const ADD_HOURLY = `INSERT INTO usage_hourly (proxy_id, owner, owner_id, hour, up, down)
  SELECT j.value ->> 'proxyId', j.value ->> 'owner', j.value ->> 'ownerId', ?3, sum(j.value ->> 'up'), sum(j.value ->> 'down')
  ${ITEMS}
  GROUP BY 1, 2, 3
  ON CONFLICT (proxy_id, owner, owner_id, hour) DO UPDATE SET up = up + excluded.up, down = down + excluded.down`

/**
 * Bytes per owner and allowance window (?3 the time the bytes count at, ?4 now). A bought proxy
 * counts only on the node its proxy lives on; the inventory login and unknown owners have no total.
 */
export const ADD_TOTALS = `INSERT INTO usage_totals (owner, owner_id, period_start, period_end, up, down, updated_at)
  SELECT owner, owner_id, start, start + ${USAGE_PERIOD_MS}, sum(up), sum(down), ?4 FROM (
    SELECT j.value ->> 'owner' AS owner, j.value ->> 'ownerId' AS owner_id, j.value ->> 'up' AS up, j.value ->> 'down' AS down,
      CASE j.value ->> 'owner'
        WHEN 'private' THEN (SELECT ${periodStartSql('o.starts_at', '?3')} FROM bought_proxies b JOIN orders o ON o.id = b.order_id
          JOIN proxies bp ON bp.id = b.proxy_id WHERE b.id = j.value ->> 'ownerId' AND bp.sub_server_id = ?2)
        WHEN 'plan' THEN (SELECT ${periodStartSql('pl.starts_at', '?3')} FROM plans pl WHERE pl.id = j.value ->> 'ownerId')
        WHEN 'trial' THEN (SELECT ${periodStartSql('tr.created_at', '?3')} FROM trials tr WHERE tr.id = j.value ->> 'ownerId')
      END AS start
    ${ITEMS}
  ) WHERE start IS NOT NULL
  GROUP BY owner, owner_id, start
  ON CONFLICT (owner, owner_id, period_start) DO UPDATE SET up = up + excluded.up, down = down + excluded.down, updated_at = excluded.updated_at`

/** The feed's `countedUsage`: the newest batch counted (a new journal, a new epoch). ?1 node ?2 epoch ?3 seq */
export const COUNTED_MARK = `UPDATE sub_servers SET usage_epoch = ?2,
  usage_seq = CASE WHEN usage_epoch IS ?2 THEN max(coalesce(usage_seq, 0), ?3) ELSE ?3 END WHERE id = ?1`

/**
 * A plan spans nodes, and each node only knows its own bytes: when the plan's total reaches its
 * allowance, every node serving it gets a new feed version (and pulls the 'quota' refusal).
 * ?1 the plan ids of the batch (JSON) ?2 the time the bytes count at.
 */
export const PLAN_QUOTA_BUMP = `UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id IN (
  SELECT p.sub_server_id FROM shared_assignments a JOIN proxies p ON p.id = a.proxy_id
  WHERE a.owner_type = 'plan' AND a.released = 0 AND a.owner_id IN (
    SELECT pl.id FROM plans pl JOIN usage_totals t ON t.owner = 'plan' AND t.owner_id = pl.id
      AND t.period_start = ${periodStartSql('pl.starts_at', '?2')}
    WHERE pl.id IN (SELECT value FROM json_each(?1)) AND pl.bandwidth_gb IS NOT NULL AND t.up + t.down >= pl.bandwidth_gb * ${BYTES_PER_GB}))`

import { periodStartSql } from './usage-period-sql'

// ?1 the node, ?2 now. One D1 batch (one transaction): the version and the content agree.

export const NODE_ROW = `SELECT enabled, feed_version, ipv6_prefix, usage_epoch, usage_seq,
    EXISTS (SELECT 1 FROM proxy_keys k JOIN proxies p ON p.id = k.proxy_id WHERE p.sub_server_id = ?1 AND k.status = 'using') AS has_keys
  FROM sub_servers WHERE id = ?1`
export type NodeRow = {
  enabled: number
  /** 1: the node serves rotating keys in use, whose IP changes it must apply within seconds (ADR 0028). */
  has_keys: number
  feed_version: number
  ipv6_prefix: string | null
  usage_epoch: string | null
  usage_seq: number | null
}

/**
 * Every proxy of the node with its holder, if any: the sale in force or expired, not yet released, or
 * the rotating key it is the endpoint of (ADR 0028).
 */
export const PROXY_ROWS = `SELECT p.id, p.host, p.http_port, p.socks_port, p.exit_address, p.ip_version, p.status, p.username, p.password,
    b.id AS bought_id, b.username AS b_username, b.password AS b_password, b.auth_ips AS b_auth_ips, b.status AS b_status,
    b.expires_at AS b_expires_at, (u.banned_at IS NOT NULL OR u.deleted_at IS NOT NULL) AS b_locked,
    t.monthly_gb AS allowance_gb, coalesce(ut.up + ut.down, 0) AS used,
    k.id AS key_id, k.username AS k_username, k.password AS k_password, k.auth_ips AS k_auth_ips, k.status AS k_status,
    k.expires_at AS k_expires_at, (ku.banned_at IS NOT NULL OR ku.deleted_at IS NOT NULL) AS k_locked
  FROM proxies p
  LEFT JOIN bought_proxies b ON b.proxy_id = p.id AND b.status <> 'released'
  LEFT JOIN orders o ON o.id = b.order_id
  LEFT JOIN users u ON u.id = b.user_id
  LEFT JOIN proxy_keys k ON k.proxy_id = p.id AND k.status <> 'released'
  LEFT JOIN users ku ON ku.id = k.user_id
  LEFT JOIN bandwidth_tiers t ON t.tier = o.bandwidth_tier
  LEFT JOIN usage_totals ut ON ut.owner = 'private' AND ut.owner_id = b.id AND ut.period_start = ${periodStartSql('o.starts_at', '?2')}
  WHERE p.sub_server_id = ?1
  ORDER BY p.id`
export type ProxyRow = {
  id: string
  host: string
  http_port: number | null
  socks_port: number | null
  exit_address: string
  ip_version: 'ipv4' | 'ipv6'
  status: 'free' | 'sold' | 'disabled'
  username: string
  password: string
  bought_id: string | null
  b_username: string | null
  b_password: string | null
  b_auth_ips: string | null
  b_status: 'using' | 'expired' | null
  b_expires_at: number | null
  b_locked: number | null
  allowance_gb: number | null
  used: number
  key_id: string | null
  k_username: string | null
  k_password: string | null
  k_auth_ips: string | null
  k_status: 'using' | 'expired' | null
  k_expires_at: number | null
  k_locked: number | null
}

/** The plans and trials sharing the node's proxies (not cancelled; expired ones are refused, not dropped). */
export const SHARED_ROWS = `SELECT a.proxy_id, a.owner_type, a.owner_id,
    coalesce(pl.username, tr.username) AS username, coalesce(pl.password, tr.password) AS password,
    coalesce(pl.auth_ips, tr.auth_ips) AS auth_ips, coalesce(pl.expires_at, tr.expires_at) AS expires_at,
    coalesce(pl.status, tr.status) = 'expired' AS expired, (u.banned_at IS NOT NULL OR u.deleted_at IS NOT NULL) AS owner_locked,
    pl.bandwidth_gb AS allowance_gb, coalesce(ut.up + ut.down, 0) AS used
  FROM proxies p
  JOIN shared_assignments a ON a.proxy_id = p.id AND a.released = 0
  LEFT JOIN plans pl ON a.owner_type = 'plan' AND pl.id = a.owner_id AND pl.status <> 'cancelled'
  LEFT JOIN trials tr ON a.owner_type = 'trial' AND tr.id = a.owner_id
  LEFT JOIN users u ON u.id = coalesce(pl.user_id, tr.user_id)
  LEFT JOIN usage_totals ut ON ut.owner = 'plan' AND ut.owner_id = pl.id AND ut.period_start = ${periodStartSql('pl.starts_at', '?2')}
  WHERE p.sub_server_id = ?1 AND (pl.id IS NOT NULL OR tr.id IS NOT NULL)
  ORDER BY a.proxy_id, username`
export type SharedRow = {
  proxy_id: string
  owner_type: 'plan' | 'trial'
  owner_id: string
  username: string
  password: string
  auth_ips: string
  expires_at: number
  expired: number
  owner_locked: number | null
  allowance_gb: number | null
  used: number
}

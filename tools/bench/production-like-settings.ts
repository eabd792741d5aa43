/**
 * PostgreSQL set up as a small production server would be (durable commits, memory for a few hundred thousand
 * members), for the benchmarks that measure the whole product under load rather than one query.
 */
export const PRODUCTION_LIKE_SETTINGS = {
  fsync: 'on',
  shared_buffers: '512MB',
  effective_cache_size: '4GB',
  work_mem: '16MB',
  random_page_cost: '1.1',
};

export { runApiCommand, spawnApiCommand, type ApiCommandOptions } from './api/api-command';
export {
  describeHostileWalk,
  failureKinds,
  hostileHints,
  walkHostileInput,
  type HostileFailure,
  type HostileRequest,
  type HostileRole,
  type HostileWalkResult,
  type OpenApiPaths,
} from './hostile-input/hostile-walk';
export {
  spawnApiCluster,
  startApiCluster,
  type ApiCluster,
  type ApiClusterOptions,
  type StartingApiCluster,
} from './api/api-cluster';
export {
  runClosedLoop,
  runOpenModel,
  sendRequest,
  summarise,
  type LoadAnswer,
  type LoadEvent,
  type LoadOptions,
  type LoadRequest,
  type LoadRun,
  type LoadSummary,
} from './load/http-load';
export { percentile } from './load/percentile';
export { freeLoopbackPort } from './net/free-loopback-port';
export {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './postgres/embedded-postgres';
export { startThrowawayCluster, type ThrowawayCluster } from './postgres/throwaway-postgres';

/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Result {
      requests: { average: number };
      latency: { p99: number };
      non2xx: number;
    }
    interface Options {
      url: string;
      connections: number;
      duration: number;
      headers?: Record<string, string>;
    }
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): void;
  export = autocannon;
}

/** Types of load-nginx.mjs for the TypeScript tests that start nginx through it. */
export interface RunningNginx {
  /** http://127.0.0.1:<port> */
  base: string;
  folder: string;
  pid: number | undefined;
  /** Ends nginx and deletes its folder (cache included). */
  stop(): Promise<void>;
}

export declare const NGINX: string | undefined;

export declare function startNginx(options: {
  upstream: string;
  people: number;
}): Promise<RunningNginx>;

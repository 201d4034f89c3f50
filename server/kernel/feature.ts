/**
 * What a feature is, and how the features are put together. A feature is a function of the kernel
 * and of what it needs from the features before it; it answers what it provides to the features
 * after it, its handlers for its part of the API contract, and its background work. The list in
 * server/features.ts adds them in dependency order, and the type checker refuses a feature whose
 * needs nothing before it provides: each gets exactly what it declares.
 */
import type { RequestListener } from 'node:http';
import type { ApiContract } from '../../shared/api';
import type { Handlers } from '../api/endpoints';
import type { Kernel } from './index';

type AllHandlers = Handlers<ApiContract>;

/** A feature's part of the contract: whole groups, or its part of a group several features answer (settings, system). */
export type SomeHandlers = { [K in keyof AllHandlers]?: Partial<AllHandlers[K]> };

/** Where the server listens: the tunnel opens to its entrance, the LAN listeners hand requests to `dispatch`. */
export interface ListeningTarget {
  port: number;
  host: string;
  tunnelEntrance: string;
  dispatch: RequestListener;
}

export interface Feature<Provides extends object = object> {
  readonly name: string;
  /** What the features after it may declare as needs. */
  readonly provides: Provides;
  readonly handlers?: SomeHandlers;
  /** Once the server listens (and again on the runtime a restore builds). */
  attach?(target: ListeningTarget): Promise<void> | void;
  /** Ends its background work; the features stop in the reverse of their order, before the database closes. */
  stop?(): Promise<void> | void;
}

/** A feature as its public file exports it. `Needs` is what it declares; the list checks it is there. */
export type FeatureDefinition<Needs extends object, Provides extends object> = (kernel: Kernel, needs: Needs) => Feature<Provides>;

/** The features added so far, in order, and everything they provide. */
export class FeatureList<Provided extends object> {
  private constructor(
    private readonly kernel: Kernel,
    readonly features: readonly Feature[],
    readonly provided: Provided,
  ) {}

  static of(kernel: Kernel): FeatureList<object> {
    return new FeatureList(kernel, [], {});
  }

  /** Builds the next feature from what the ones before it provide; a need they do not meet is a type error. */
  add<Provides extends object>(define: FeatureDefinition<Provided, Provides>): FeatureList<Provided & Provides> {
    const feature = define(this.kernel, this.provided);
    const twice = Object.keys(feature.provides).find((key) => Object.hasOwn(this.provided, key));
    // A later feature replacing what an earlier one provides would change it under the features between them.
    if (twice) {
      // What it started (timers, sockets) ends with it; the features before it are the caller's to stop.
      void feature.stop?.();
      throw new Error(`El módulo «${feature.name}» vuelve a dar «${twice}», que ya da otro anterior.`);
    }
    return new FeatureList(this.kernel, [...this.features, feature], { ...this.provided, ...feature.provides });
  }

  /** Every group of the contract, each from the features that answer part of it. */
  handlers(): AllHandlers {
    const combined: Record<string, Record<string, unknown>> = {};
    const answeredBy = new Map<string, string>();
    for (const { name, handlers } of this.features) {
      for (const [group, part] of Object.entries(handlers ?? {})) {
        for (const endpoint of Object.keys(part)) {
          const earlier = answeredBy.get(`${group}.${endpoint}`);
          // Otherwise the later handler would silently win, and the earlier feature's would never run.
          if (earlier) throw new Error(`«${group}.${endpoint}» lo contestan dos módulos: «${earlier}» y «${name}».`);
          answeredBy.set(`${group}.${endpoint}`, name);
        }
        combined[group] = { ...combined[group], ...part };
      }
    }
    // The mount names any endpoint left without a handler (server/api/endpoints.ts), and the contract test mounts them all.
    return combined as unknown as AllHandlers;
  }

  async attach(target: ListeningTarget): Promise<void> {
    for (const feature of this.features) await feature.attach?.(target);
  }

  /** The last added first: nothing stops under a feature that still uses it. */
  async stop(): Promise<void> {
    for (const feature of [...this.features].reverse()) await feature.stop?.();
  }
}

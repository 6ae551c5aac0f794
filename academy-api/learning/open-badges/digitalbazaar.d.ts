// The few parts of Digital Bazaar's verifiable-credential libraries (issue 41, item 3) the badge
// code uses; the packages ship no types.

declare module '@digitalbazaar/ed25519-multikey' {
  export type MultikeyPair = {
    id?: string;
    controller?: string;
    publicKey: Uint8Array;
    secretKey?: Uint8Array;
    export(options?: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<{ publicKeyMultibase: string; secretKeyMultibase: string }>;
    signer(): {
      id?: string;
      algorithm: string;
      sign(input: { data: Uint8Array }): Promise<Uint8Array>;
    };
    verifier(): unknown;
  };
  export function generate(options?: { id?: string; controller?: string }): Promise<MultikeyPair>;
  export function from(key: Record<string, unknown>): Promise<MultikeyPair>;
  export function toJwk(options: {
    keyPair: MultikeyPair;
    secretKey?: boolean;
  }): Promise<{ kty: string; crv: string; x: string; d?: string }>;
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: { name: string };
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module '@digitalbazaar/vc' {
  type Loader = (
    url: string,
  ) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: Loader;
  }): Promise<Record<string, unknown>>;
  export type VerifyResult = {
    verified: boolean;
    error?: { errors?: Error[]; message?: string; name?: string } & Error;
    results?: Array<{ verified: boolean; error?: Error }>;
    statusResult?: unknown;
  };
  export function verifyCredential(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: Loader;
    now?: Date | string;
    checkStatus?: (options: unknown) => Promise<{ verified: boolean }>;
  }): Promise<VerifyResult>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}

import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import {
  DID_V1_CONTEXT,
  MULTIKEY_CONTEXT,
  OB_V3_CONTEXT,
  VC_V2_CONTEXT,
} from '../../../shared/open-badges/credential';
import multikeyV1 from './contexts/multikey-v1.json';
import obV3 from './contexts/ob-v3p0-context-3.0.3.json';

/**
 * The JSON-LD documents a credential is read with, all kept in the project: the network is never
 * asked (docs/open-badges.md). The VC 2.0 context comes with @digitalbazaar/credentials-context;
 * the OB 3.0 (3.0.3) and Multikey v1 contexts are files beside this one, written from the
 * published texts.
 */
const STATIC: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  [VC_V2_CONTEXT, credentialsContexts.get(VC_V2_CONTEXT)],
  [OB_V3_CONTEXT, obV3],
  [MULTIKEY_CONTEXT, multikeyV1],
]);

export type LoadedDocument = { contextUrl: null; documentUrl: string; document: unknown };
export type DocumentLoader = (url: string) => Promise<LoadedDocument>;

/** A DID document this loader can answer for (this portal's did:web, or a did:key). */
export type DidDocument = {
  '@context': string[];
  id: string;
  verificationMethod: Array<{
    id: string;
    type: 'Multikey';
    controller: string;
    publicKeyMultibase: string;
  }>;
  assertionMethod: string[];
};

/** Thrown for a document the loader will not fetch: the verdict is "unknown issuer". */
export class UnresolvableDocument extends Error {
  constructor(readonly url: string) {
    super(`Not available without the network: ${url}`);
  }
}

/** A did:key document (did:key v0.7, Ed25519 `z6Mk…` keys only). */
export function didKeyDocument(did: string): DidDocument | null {
  const match = /^did:key:(z6Mk[1-9A-HJ-NP-Za-km-z]{40,60})$/.exec(did);
  if (!match?.[1]) return null;
  const methodId = `${did}#${match[1]}`;
  return {
    '@context': [DID_V1_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod: [
      { id: methodId, type: 'Multikey', controller: did, publicKeyMultibase: match[1] },
    ],
    assertionMethod: [methodId],
  };
}

/**
 * The loader for one check: the stored contexts, the DID documents given (this portal's), and
 * did:key; a verification method by its id (`did…#key`) as a Multikey document. Anything else
 * is refused with UnresolvableDocument.
 */
export function documentLoader(known: readonly DidDocument[]): DocumentLoader {
  return async (url: string) => {
    const answer = (document: unknown): LoadedDocument => ({
      contextUrl: null,
      documentUrl: url,
      document: structuredClone(document),
    });
    const stored = STATIC.get(url);
    if (stored) return answer(stored);
    const [did = '', fragment] = url.split('#', 2);
    const document = known.find((doc) => doc.id === did) ?? didKeyDocument(did);
    if (!document) throw new UnresolvableDocument(url);
    if (fragment === undefined) return answer(document);
    const method = document.verificationMethod.find((vm) => vm.id === url);
    if (!method) throw new UnresolvableDocument(url);
    return answer({ '@context': MULTIKEY_CONTEXT, ...method });
  };
}

import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize } from '@/lib/api/jsonapi';
import type { Read } from '@/shared/contract/resource';
import type { ltiPlatformEndpoints, ltiTools } from '@/shared/lti/contract';

/** An outside LTI 1.3 tool the portal launches (issue 38), camelCase. */
export type LtiTool = Read<typeof ltiTools>;
export type LtiPlatformEndpoints = Read<typeof ltiPlatformEndpoints>;

export const ltiToolKeys = {
  all: () => ['lti', 'tools'] as const,
  endpoints: () => ['lti', 'platform-endpoints'] as const,
  choices: () => ['lti', 'tool-choices'] as const,
};

/** The portal's tools, A–Z. */
export const ltiToolsQuery = () =>
  queryOptions({
    queryKey: ltiToolKeys.all(),
    queryFn: async ({ signal }) =>
      (await deserialize<LtiTool[]>(await apiFetch('/v1/lti/tools', { signal }))).data,
  });

/** The active tools an author may choose for an external-tool item. */
export const ltiToolChoicesQuery = () =>
  queryOptions({
    queryKey: ltiToolKeys.choices(),
    queryFn: async ({ signal }) =>
      (await deserialize<LtiTool[]>(await apiFetch('/v1/lti/tool_choices', { signal }))).data,
  });

/** What the admin copies into a tool: issuer, endpoints, JWKS. */
export const ltiEndpointsQuery = () =>
  queryOptions({
    queryKey: ltiToolKeys.endpoints(),
    queryFn: async ({ signal }) =>
      (
        await deserialize<LtiPlatformEndpoints>(
          await apiFetch('/v1/lti/platform_endpoints', { signal }),
        )
      ).data,
  });

export type LtiToolAttributes = {
  name: string;
  login_url: string;
  redirect_uris: string[];
  target_link_uri: string;
  deep_link_uri?: string | null;
  jwks_url?: string | null;
  public_jwk?: string | null;
  custom?: Record<string, string>;
  presentation?: 'iframe' | 'window';
  services?: ('ags' | 'nrps')[];
  deployment_id?: string;
};

export const createLtiTool = async (attributes: LtiToolAttributes) =>
  (
    await deserialize<LtiTool>(
      await apiFetch('/v1/lti/tools', {
        method: 'POST',
        body: { data: { type: 'lti_tools', attributes } },
      }),
    )
  ).data;

export const updateLtiTool = async (
  id: string,
  attributes: Partial<LtiToolAttributes> & { status?: 'active' | 'pending' },
) =>
  (
    await deserialize<LtiTool>(
      await apiFetch(`/v1/lti/tools/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { data: { type: 'lti_tools', id, attributes } },
      }),
    )
  ).data;

export const deleteLtiTool = (id: string) =>
  apiFetch(`/v1/lti/tools/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Dynamic Registration: the tool's registration URL with our configuration and a token. */
export const startLtiRegistration = async (registrationUrl: string) =>
  (
    await deserialize<{ id: string; url: string }>(
      await apiFetch('/v1/lti/tool_registrations', {
        method: 'POST',
        body: {
          data: {
            type: 'lti_tool_registrations',
            attributes: { registration_url: registrationUrl },
          },
        },
      }),
    )
  ).data;

/** An external-tool item by hand: a tool and a title. */
export const createLtiItem = async (
  courseId: string,
  moduleId: string,
  attributes: { tool_id: string; title: string },
) =>
  apiFetch(
    `/v1/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleId)}/lti_items`,
    { method: 'POST', body: { data: { type: 'course_items', attributes } } },
  );

/** "Select content" opens this in a window: the tool's Deep Linking. */
export const deepLinkPath = (courseId: string, moduleId: string, toolId: string) =>
  `/lti/platform/deep-link?course=${encodeURIComponent(courseId)}&module=${encodeURIComponent(moduleId)}&tool=${encodeURIComponent(toolId)}`;

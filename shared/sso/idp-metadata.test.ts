import { describe, expect, it } from 'vitest';
import { certificatesOf, MAX_METADATA_BYTES, parseIdpMetadata, pemOf } from './idp-metadata';

/**
 * Issue 39: an IdP's SAML metadata into the provider form's fields. The fixtures follow the
 * documented shapes of Microsoft Entra ID (federation metadata of an enterprise app: a signed
 * document with WS-Federation RoleDescriptors beside the IDPSSODescriptor), Okta (md: prefixes,
 * POST before Redirect) and Google Workspace (a custom SAML app's IdP metadata, idpid in the
 * addresses). The certificates are the tests' own (academy-api/test/saml-keys).
 */
const CERT_1 =
  'MIIDGTCCAgGgAwIBAgIUI10maalYCGr/zSrCIQTUVP/K4CwwDQYJKoZIhvcNAQELBQAwGzEZMBcGA1UEAwwQYWNhZGVteS10ZXN0LWlkcDAgFw0yNjEyMDUyMTQ4MTdaGA8yMTI2MTExMTIxNDgxN1owGzEZMBcGA1UEAwwQYWNhZGVteS10ZXN0LWlkcDCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALcS08z6Kv5RLRhI6jMEcQI4pCq98vjncu00O5ic6SSVQD808hg9KS/R/YSkV+/ynl/KNdt3AEjGdT8iwDkUM78XlHs+2tEp6o1ikplHbnNs+vrTqKsYOzlD/eBRiW0NwT6KUYtFBwgvEeY2E+RjRlwpXiL4JCREbT4B3XpkVxqNYbCNwvdKvYfbEvhzqfi8gLY/kJ38MGtzdifpOZrO1nXvR6sIzfrBX8+yCdAbl9ZQ/NfMRhX4kbre+Tgu7jdgNE29VOnTqM+6dkhkGHBL2J1zNLFnrIapHWPGg2jtSmJ6+95nLOk4AfAL7bYU33rIWnXbOtmilcpA7kPEuTRv84ECAwEAAaNTMFEwHQYDVR0OBBYEFMfVfuvRGX37ranD5zuOmsmmI+88MB8GA1UdIwQYMBaAFMfVfuvRGX37ranD5zuOmsmmI+88MA8GA1UdEwEB/wQFMAMBAf8wDQYJKoZIhvcNAQELBQADggEBAIGqHcumFuHRZAX8sQTAibexpt3uWxEplIL49eLUMtR1WlN1w+XVRdz2Fwrilk46Zml66UxC971w43J5ohUFQTMSkKOeikxSx21E70x875WlFdN2qkUJxbnC9xLWs9Ze9FTpM6sj2h320ulixn+iz3RURNftKoFqbpjYGiMGh9/7t8GMuo5E5KDxYDZtRbJaqBCVNU6yTAykI+hsvzpp3jNJKXk8OGI5L/u8w4Ghjjx/NGYXriGwgyPOmE0TbB7k0I4YGBV715kS/qNYlHi7/Yw3FIvz2Ileo4vGqQQB0oU3POUTdLBRa/0e6Af+FNur7PPYUTkYALZCsCZCaT7hajM=';
const CERT_2 =
  'MIIDIzCCAgugAwIBAgIUdx8ZNgpfANyPSpAPjgdmRRCNPiEwDQYJKoZIhvcNAQELBQAwIDEeMBwGA1UEAwwVYWNhZGVteS10ZXN0LWF0dGFja2VyMCAXDTI2MTIwNTIxNDgxOVoYDzIxMjYxMTExMjE0ODE5WjAgMR4wHAYDVQQDDBVhY2FkZW15LXRlc3QtYXR0YWNrZXIwggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQDXZAoOlgAF1klNazuZ60RtqBHge6EYFz7OGLJ3lBP8ApVUyw844I1isykVyGaPodfv23iWj+K0qgsJD4YdrZePj9k91W1V5Ffdv58CKFA2AfUj3u/Ofy6kFauC9upbmS2q8oKz7+YAZ5ulCXFKdr5oklEhzghZSt6bKlibUY4ItjK6ZdLnWoEUVtodEqN9jouZNDIAYV9hqXn69hh1McxCjZHuqniTsL3QX990/mWBolOaYa6Gb57uubUUnZCW4odbVY14eoDqg7w8qIVFkzmga6EwvV0dAcoNUD6jbGZCYdzOKzXWY65hPWd6zUd7X5ZugKnIS/a9nZ105ZWmWWTjAgMBAAGjUzBRMB0GA1UdDgQWBBTb9YhnWumOESzrxg5i9GtaEEklcTAfBgNVHSMEGDAWgBTb9YhnWumOESzrxg5i9GtaEEklcTAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3DQEBCwUAA4IBAQCYuFmR/bs/bjMhWWEmukG051PFMvc9cjPjA6jC5pYyxZAsWr9iFSfsBMA+A4AQd/UzPErP7XHbUKjW2zMoY2qYXdBn2qPu3F53WicXRastJxYvsBooqLUOP4+2ZX+XfA9wODwNImevyZRRgefWy/6LSl9bcF2vXDzjIxo1dJfZU434ek5/Eo2GLBnizVwINLF/RVhBoEs6d7eSqVXR5yilePmDA+GPp6zgUXxMnoU8hqQuujzvsALa0SH9HWYgRrn3MpOhEIZmAgDViEtjXezHIK3XPQZ+fl9bFtW87FMTupi3tniEQwkqogk6NAbLZmhHO25cPGgeSUrBoXFY5CaQ';
const CERT_3 =
  'MIIDFzCCAf+gAwIBAgIUVhF9MRdxmtoPAaOoFcqT4QwsEZgwDQYJKoZIhvcNAQELBQAwGjEYMBYGA1UEAwwPYWNhZGVteS10ZXN0LXNwMCAXDTI2MTIwNTIxNDgyMFoYDzIxMjYxMTExMjE0ODIwWjAaMRgwFgYDVQQDDA9hY2FkZW15LXRlc3Qtc3AwggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQC5/GrJdaBJg0aH/Zn3z0gQYwIK6VzzSJtYas2PQnymx/zODLblzeOoASwWJFilx+qnfrUMdAZFszAbRr8vOrlWtiE+OYXmAURpEtTAn+/I/y80cik0G8T0kyduIJ0jPsjCNSX0wuQz/cOahsBWc23bRWW9aFFGAvG9ArrFNfnT8yV3YPndHhJW2+ae+/RZMRRA7njz0SG6TU0WECVA6z1I/SFStMZWtZh0Wh9o52C1awXUYTWGmzfZw7WyLnMhsOIYFmccxjhNT3LV7oHpoPtNl/WO4ZmtlikTj9m/lmhNtzIO9iOMeVeNWm1PYzZSUPnYBafr+tt3ER6meaJC8l/tAgMBAAGjUzBRMB0GA1UdDgQWBBSiU9+cJ8PD0Px3v5QZ7Q1JGRgCMDAfBgNVHSMEGDAWgBSiU9+cJ8PD0Px3v5QZ7Q1JGRgCMDAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3DQEBCwUAA4IBAQCR5uzZYPVcb3ogGyG2osrbv3zSTP0Fkc25fk823pArOrTIt2wr7b6+6fxLBUirM7nVS4vrbDAsBK1voAE8ZFcRdPbZYfywFbh0+DQnjoJ7BxdCEKQT0zk7Tk43NM5d8T2HZPnDpJF35WSQC51q7saQpm5ulr//fZKeOitSoT+fHaMm68hyuySyeypuYvQ99u8HYCr/aiEE5CrKx126AeYHYzdPN2Bn7yq9ch6blHgl86L0Avk+UYe2ek4cMybaRv7Z6SGtn8+/xoqMFDrIad5Ywy+0KSYwu2NH76bclFo+1LQwBObtm76WlXzIeH8AxJYP7r64NQ0DLKxLS1ydy6N5';
const TENANT = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

const keyInfo = (cert: string, prefix = '') =>
  `<${prefix}KeyInfo xmlns${prefix ? `:${prefix.slice(0, -1)}` : ''}="http://www.w3.org/2000/09/xmldsig#"><${prefix}X509Data><${prefix}X509Certificate>${cert}</${prefix}X509Certificate></${prefix}X509Data></${prefix}KeyInfo>`;

/** Entra ID during a certificate rollover: two signing keys in the IDPSSODescriptor. */
const ENTRA = `<?xml version="1.0" encoding="utf-8"?><EntityDescriptor ID="_5e2a1b9c-0d3f-4e6a-8b7c-9d0e1f2a3b4c" entityID="https://sts.windows.net/${TENANT}/" xmlns="urn:oasis:names:tc:SAML:2.0:metadata"><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo><CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#" /><SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256" /><Reference URI="#_5e2a1b9c-0d3f-4e6a-8b7c-9d0e1f2a3b4c"><Transforms><Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature" /><Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#" /></Transforms><DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256" /><DigestValue>bm90IGEgcmVhbCBkaWdlc3Q=</DigestValue></Reference></SignedInfo><SignatureValue>bm90IGEgcmVhbCBzaWduYXR1cmU=</SignatureValue><KeyInfo><X509Data><X509Certificate>${CERT_3}</X509Certificate></X509Data></KeyInfo></Signature><RoleDescriptor xsi:type="fed:SecurityTokenServiceType" protocolSupportEnumeration="http://docs.oasis-open.org/wsfed/federation/200706" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:fed="http://docs.oasis-open.org/wsfed/federation/200706"><KeyDescriptor use="signing">${keyInfo(CERT_3)}</KeyDescriptor><fed:PassiveRequestorEndpoint><wsa:EndpointReference xmlns:wsa="http://www.w3.org/2005/08/addressing"><wsa:Address>https://login.microsoftonline.com/${TENANT}/wsfed</wsa:Address></wsa:EndpointReference></fed:PassiveRequestorEndpoint></RoleDescriptor><IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><KeyDescriptor use="signing">${keyInfo(CERT_1)}</KeyDescriptor><KeyDescriptor use="signing">${keyInfo(CERT_2)}</KeyDescriptor><SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://login.microsoftonline.com/${TENANT}/saml2" /><SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://login.microsoftonline.com/${TENANT}/saml2" /><SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://login.microsoftonline.com/${TENANT}/saml2" /></IDPSSODescriptor></EntityDescriptor>`;

/** Okta, single logout on (POST only), the POST binding listed first. */
const OKTA = `<?xml version="1.0" encoding="UTF-8"?><md:EntityDescriptor entityID="http://www.okta.com/exk8a1b2c3d4E5f6g7h8" xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"><md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:KeyDescriptor use="signing">${keyInfo(CERT_1, 'ds:')}</md:KeyDescriptor><md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</md:NameIDFormat><md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat><md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://example.okta.com/app/example_academy_1/exk8a1b2c3d4E5f6g7h8/slo/saml"/><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://example.okta.com/app/example_academy_1/exk8a1b2c3d4E5f6g7h8/sso/saml"/><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://example.okta.com/app/example_academy_1/exk8a1b2c3d4E5f6g7h8/sso/saml"/></md:IDPSSODescriptor></md:EntityDescriptor>`;

/** Google Workspace's custom SAML app: no single logout, the key without `use`. */
const GOOGLE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://accounts.google.com/o/saml2?idpid=C01a2b3c4" validUntil="2031-11-28T12:00:00.000Z"><md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:KeyDescriptor>${keyInfo(
  `\n${CERT_1.match(/.{1,76}/g)?.join('\n')}\n`,
  'ds:',
)}</md:KeyDescriptor><md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</md:NameIDFormat><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://accounts.google.com/o/saml2/idp?idpid=C01a2b3c4"/><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://accounts.google.com/o/saml2/idp?idpid=C01a2b3c4"/></md:IDPSSODescriptor></md:EntityDescriptor>`;

const ok = (xml: string, entityId?: string) => {
  const result = parseIdpMetadata(xml, { entityId });
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.metadata;
};
const problem = (xml: string, entityId?: string) => {
  const result = parseIdpMetadata(xml, { entityId });
  return result.ok ? null : result.problem;
};

describe('parseIdpMetadata', () => {
  it('reads Entra ID: entity id, Redirect SSO, SLO, both rollover keys, not the document signature’s', () => {
    expect(ok(ENTRA)).toEqual({
      entityId: `https://sts.windows.net/${TENANT}/`,
      ssoUrl: `https://login.microsoftonline.com/${TENANT}/saml2`,
      ssoBinding: 'redirect',
      sloUrl: `https://login.microsoftonline.com/${TENANT}/saml2`,
      certificates: [pemOf(CERT_1), pemOf(CERT_2)],
    });
  });

  it('reads Okta: the Redirect binding preferred though listed second, a POST-only SLO', () => {
    expect(ok(OKTA)).toEqual({
      entityId: 'http://www.okta.com/exk8a1b2c3d4E5f6g7h8',
      ssoUrl: 'https://example.okta.com/app/example_academy_1/exk8a1b2c3d4E5f6g7h8/sso/saml',
      ssoBinding: 'redirect',
      sloUrl: 'https://example.okta.com/app/example_academy_1/exk8a1b2c3d4E5f6g7h8/slo/saml',
      certificates: [pemOf(CERT_1)],
    });
  });

  it('reads Google Workspace: a key without `use`, wrapped base64, no SLO', () => {
    const metadata = ok(GOOGLE);
    expect(metadata).toMatchObject({
      entityId: 'https://accounts.google.com/o/saml2?idpid=C01a2b3c4',
      ssoUrl: 'https://accounts.google.com/o/saml2/idp?idpid=C01a2b3c4',
      sloUrl: null,
    });
    expect(metadata.certificates).toEqual([pemOf(CERT_1)]);
  });

  it('takes the POST binding when there is no Redirect one, and leaves out encryption keys', () => {
    const xml = OKTA.replace(
      /<md:SingleSignOnService Binding="[^"]+HTTP-Redirect"[^>]+\/>/,
      '',
    ).replace(
      '<md:KeyDescriptor use="signing">',
      `<md:KeyDescriptor use="encryption">${keyInfo(CERT_3, 'ds:')}</md:KeyDescriptor><md:KeyDescriptor use="signing">`,
    );
    expect(ok(xml)).toMatchObject({ ssoBinding: 'post', certificates: [pemOf(CERT_1)] });
  });

  it('picks the named entity of an EntitiesDescriptor, and asks for one when there are several', () => {
    const inner = (xml: string) => xml.replace(/^<\?xml[^>]*\?>/, '');
    const aggregate = `<EntitiesDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" Name="federation">${inner(ENTRA)}<EntitiesDescriptor Name="nested">${inner(OKTA)}</EntitiesDescriptor></EntitiesDescriptor>`;
    expect(problem(aggregate)).toBe('several_entities');
    expect(ok(aggregate, 'http://www.okta.com/exk8a1b2c3d4E5f6g7h8').ssoUrl).toContain('okta.com');
    expect(ok(aggregate, `https://sts.windows.net/${TENANT}/`).certificates).toHaveLength(2);
    expect(problem(aggregate, 'https://idp.example.org/')).toBe('entity_not_found');
  });

  it('refuses what is not one IdP’s usable metadata, with the reason', () => {
    expect(problem('<EntityDescriptor entityID="x"><IDPSSODescriptor')).toBe('malformed');
    expect(problem('not xml at all')).toBe('malformed');
    expect(problem('<html><body>Sign in</body></html>')).toBe('not_metadata');
    expect(problem(OKTA.replaceAll('md:IDPSSODescriptor', 'md:SPSSODescriptor'))).toBe('no_idp');
    expect(problem(OKTA.replace(/<md:SingleSignOnService[^>]+\/>/g, ''))).toBe('no_sso');
    expect(problem(OKTA.replace(/use="signing"/, 'use="encryption"'))).toBe('no_certificate');
    expect(
      problem(OKTA.replaceAll('https://example.okta.com/app', 'javascript:alert(1)//app')),
    ).toBe('no_sso');
    expect(problem(`${OKTA}<!--${'x'.repeat(MAX_METADATA_BYTES)}-->`)).toBe('too_large');
  });

  it('never expands entities: a DOCTYPE is refused outright (billion laughs, external entities)', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="&lol2;"/>`;
    expect(problem(laughs)).toBe('malformed');
    const external = OKTA.replace(
      '<md:EntityDescriptor',
      '<!DOCTYPE md:EntityDescriptor [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><md:EntityDescriptor',
    );
    expect(problem(external)).toBe('malformed');
  });
});

describe('certificatesOf', () => {
  it('splits several PEM blocks, takes bare base64, keeps each once', () => {
    const two = `${pemOf(CERT_1)}\n\n${pemOf(CERT_2)}\n${pemOf(CERT_1)}`;
    expect(certificatesOf(two)).toEqual([pemOf(CERT_1), pemOf(CERT_2)]);
    expect(certificatesOf(`  ${CERT_3}  `)).toEqual([pemOf(CERT_3)]);
    expect(certificatesOf('')).toEqual([]);
  });
});

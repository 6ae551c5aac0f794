/** The casing helper jsonapi-serializer's deserializer uses (lib/api/jsonapi.ts remembers its answers). */
declare module 'jsonapi-serializer/lib/inflector' {
  const inflector: {
    caserize(attribute: string, options: { keyForAttribute: string }): string;
  };
  export default inflector;
}

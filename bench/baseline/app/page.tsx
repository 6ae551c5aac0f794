/** The framework's floor for a page: static hello world (a guest page that needs no data). */
export default function HelloPage() {
  return <h1>Hello, world</h1>;
}

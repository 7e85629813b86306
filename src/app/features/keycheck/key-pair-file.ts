/** The name an exported key pair is saved under, telling accounts apart by the start of the ID. */
export function keyPairFileName(pub: string): string {
  return `meshtalk-keypair-${pub.slice(0, 8)}.json`;
}

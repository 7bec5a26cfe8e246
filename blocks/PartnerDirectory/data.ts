/** What the PartnerDirectory loader hands its component. */
export interface PartnerDirectoryData {
  partners: Array<{ id: string; name: string; href: string }>
}

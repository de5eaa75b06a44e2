/** One production error code of the toolkit and its development message. */
export interface ErrorCode {
  code: number;
  message: string;
}

/** What the error-codes plugin hands to the /errors page. */
export interface ErrorCodesData {
  toolkitVersion: string;
  codes: ErrorCode[];
}

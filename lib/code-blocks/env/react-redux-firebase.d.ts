// The part of react-redux-firebase 3 that the non-serializable data examples use:
// the action type constants, reduced to the two actions that carry Firebase objects.
declare module 'react-redux-firebase' {
  export const actionTypes: {
    readonly LOGIN: string;
    readonly AUTH_LINK_ERROR: string;
  };
}

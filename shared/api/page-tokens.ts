// What the build writes into index.html where only the server knows the value, and the server
// fills in when it serves the page: the build and the server both name them from here.

/** Wherever the page names the model that answers ("Recipes by …"). */
export const PROVIDER_TOKEN = '__PANTRY_CHEF_PROVIDER__';
/** Before the page's own paths in its link-card tags (client/index.html writes it as text): the public URL. */
export const PUBLIC_URL_TOKEN = '__PANTRY_CHEF_PUBLIC_URL__';

// Generated from openapi/auth.yaml by packages/api/scripts/generate.mjs. Do not edit:
// change the contract and run `pnpm --filter @ebook/api generate`.

export interface paths {
    "/csrf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A CSRF token for sign-in and sign-out forms; also set as an HTTP-only cookie. */
        get: operations["getCsrfToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The configured sign-in providers, keyed by id. */
        get: operations["getProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current external sign-in session, or an empty object when there is none. */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signin/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts sign-in with a provider; redirects to the provider's authorization page.
         * @description With `json=true` in the form, the answer is `{url}` (the authorization URL) instead of a
         *     redirect, for clients that navigate themselves.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the external sign-in session; needs the CSRF token.
         * @description The body is optional in the document so that a sign-out with no form at all reaches the
         *     CSRF check and gets its 400 'Could not fetch CSRF Token for signing out'.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/callback/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where a provider returns after sign-in (authorization code flow). */
        get: operations["providerCallback"];
        put?: never;
        /** Where Apple returns after sign-in (response_mode form_post). */
        post: operations["providerCallbackFormPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A sign-in provider; `local` is the development OpenID Connect provider.
         * @enum {string}
         */
        ProviderId: "google" | "facebook" | "apple" | "local";
        /**
         * @description A CSRF token for the sign-in and sign-out forms.
         * @example {
         *       "csrfToken": "6a1f0c8e9b2d4e7fa3c5b1d2e4f60718293a4b5c6d7e8f90a1b2c3d4e5f60718"
         *     }
         */
        CsrfToken: {
            /** @description The token to post back as `csrfToken`. */
            csrfToken: string;
        };
        /** @description A configured sign-in provider. */
        Provider: {
            id: components["schemas"]["ProviderId"];
            /** @description The provider's display name (Google, Facebook, Apple). */
            name: string;
            /**
             * @description The protocol the provider speaks.
             * @enum {string}
             */
            type: "oauth" | "oidc";
            /** @description Where to post the sign-in form. */
            signinUrl: string;
            /** @description Where the provider returns. */
            callbackUrl: string;
            /**
             * @description The ProviderSystemName to send to `POST /v2/customer/externallogin`.
             * @enum {string}
             */
            systemName: "ExternalAuth.Google" | "ExternalAuth.Facebook" | "ExternalAuth.Apple";
        };
        /**
         * @description The configured providers by id.
         * @example {
         *       "google": {
         *         "id": "google",
         *         "name": "Google",
         *         "type": "oidc",
         *         "signinUrl": "/api/auth/signin/google",
         *         "callbackUrl": "/api/auth/callback/google",
         *         "systemName": "ExternalAuth.Google"
         *       }
         *     }
         */
        ProviderMap: {
            [key: string]: components["schemas"]["Provider"];
        };
        /** @description Who signed in, as the provider tells. */
        SessionUser: {
            /** @description The display name. */
            name: string | null;
            /** @description The e-mail address (Apple may hide it behind a relay address). */
            email: string | null;
            /** @description The profile picture URL. */
            image: string | null;
        };
        /**
         * @description An external sign-in session.
         * @example {
         *       "user": {
         *         "name": "Somchai Jaidee",
         *         "email": "somchai@example.com",
         *         "image": null
         *       },
         *       "expires": "2026-12-22T10:00:00.000Z",
         *       "provider": "google",
         *       "providerAccountId": "104837462910384756",
         *       "systemName": "ExternalAuth.Google"
         *     }
         */
        Session: {
            user: components["schemas"]["SessionUser"];
            /**
             * Format: date-time
             * @description When the session ends.
             */
            expires: string;
            provider: components["schemas"]["ProviderId"];
            /** @description The provider's subject id of the user (ExternalIdentifier for externallogin). */
            providerAccountId: string;
            /**
             * @description The ProviderSystemName to send to externallogin (the local provider signs in as Google).
             * @enum {string}
             */
            systemName: "ExternalAuth.Google" | "ExternalAuth.Facebook" | "ExternalAuth.Apple";
        };
        /** @description No session (an empty object). */
        NoSession: Record<string, never>;
        /** @description The sign-in form. */
        SignInForm: {
            /** @description The token from `GET /csrf`. */
            csrfToken: string;
            /** @description Where to return after sign-in (same origin only; home by default). */
            callbackUrl?: string;
            /**
             * @description 'true' to get `{url}` instead of a redirect.
             * @enum {string}
             */
            json?: "true" | "false";
        };
        /** @description The sign-out form. */
        SignOutForm: {
            /** @description The token from `GET /csrf`; without it sign-out is refused. */
            csrfToken?: string;
            /** @description Where to go after sign-out (same origin only; home by default). */
            callbackUrl?: string;
        };
        /** @description The form Apple posts back (response_mode form_post). */
        CallbackForm: {
            /** @description The authorization code. */
            code?: string;
            /** @description The state sent with the authorization request. */
            state?: string;
            /** @description Apple's ID token. */
            id_token?: string;
            /** @description Apple's JSON of the user's name, sent on the first sign-in only. */
            user?: string;
            /** @description The error code, when sign-in failed. */
            error?: string;
        };
        /** @description Where the client goes next. */
        RedirectUrl: {
            /** @description The URL. */
            url: string;
        };
        /** @description An error of the login-session provider. */
        AuthError: {
            /** @description What went wrong. */
            error: string;
        };
    };
    responses: {
        /** @description The path exists but does not take this method (TRACE, PUT, DELETE...); `Allow` lists the methods it takes. */
        MethodNotAllowed: {
            headers: {
                /** @description The methods the path takes, e.g. `GET, HEAD`. */
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "This address does not take the method TRACE (it takes: GET, HEAD)."
                 *     }
                 */
                "application/json": components["schemas"]["AuthError"];
            };
        };
        /** @description The body was sent in a media type the operation does not take (text/plain, XML, multipart...); send it as the operation's requestBody says. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Send the request body as application/x-www-form-urlencoded."
                 *     }
                 */
                "application/json": components["schemas"]["AuthError"];
            };
        };
        /** @description A malformed request or a missing CSRF token. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AuthError"];
            };
        };
        /** @description No such provider is configured. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AuthError"];
            };
        };
        /**
         * @description Back to the store: to the `callbackUrl` of the sign-in with the session cookie set, or to
         *     the store's `/auth/error?error=<code>` (codes: AccessDenied, Callback, OAuthSignin,
         *     Configuration) when sign-in failed. Apple's return goes through `/auth/callback-apple`.
         */
        CallbackRedirect: {
            headers: {
                /** @description Where the browser goes next. */
                Location?: string;
                /** @description The session cookie (HTTP-only), on success. */
                "Set-Cookie"?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /** @description The provider's id. */
        Provider: components["schemas"]["ProviderId"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCsrfToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSRF token. */
            200: {
                headers: {
                    /** @description The CSRF cookie the token is checked against. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CsrfToken"];
                };
            };
        };
    };
    getProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers that are configured (those with keys, and `local` in development). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderMap"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, or `{}` when nobody signed in through a provider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"] | components["schemas"]["NoSession"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider's id. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SignInForm"];
            };
        };
        responses: {
            /** @description The authorization URL (when `json=true`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectUrl"];
                };
            };
            /** @description Redirect to the provider's authorization page. */
            302: {
                headers: {
                    /** @description The provider's authorization URL (with state, nonce and PKCE challenge). */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SignOutForm"];
            };
        };
        responses: {
            /** @description Signed out; `url` is where to go next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectUrl"];
                };
            };
            /** @description No valid CSRF token was sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not fetch CSRF Token for signing out"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthError"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    providerCallback: {
        parameters: {
            query?: {
                /** @description The authorization code. */
                code?: string;
                /** @description The state sent with the authorization request. */
                state?: string;
                /** @description The provider's error code, when the user refused or sign-in failed. */
                error?: string;
            };
            header?: never;
            path: {
                /** @description The provider's id. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["CallbackRedirect"];
            400: components["responses"]["BadRequest"];
        };
    };
    providerCallbackFormPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider's id. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["CallbackForm"];
            };
        };
        responses: {
            302: components["responses"]["CallbackRedirect"];
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
}

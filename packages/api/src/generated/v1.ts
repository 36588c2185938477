// Generated from openapi/v1.yaml by packages/api/scripts/generate.mjs. Do not edit:
// change the contract and run `pnpm --filter @ebook/api generate`.

export interface paths {
    "/v1/home/widgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The widgets the home page shows, in display order. */
        get: operations["getHomeWidgets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/home/new-release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest books, newest first. */
        get: operations["getNewReleases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/home/best-seller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The best-selling books of the last 90 days, by copies sold.
         * @description Copies sold in paid orders over the last 90 days (cancelled and refunded ones do not
         *     count). When nothing was sold in that window, the best-rated books stand in (average
         *     rating, then number of reviews).
         */
        get: operations["getBestSellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/home/recent-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The given books, in the given order (the browser keeps the ids it viewed).
         * @description The id parameter repeats (`?id=12&id=7&id=40`). Unknown or unpublished ids are left out
         *     of the answer, so a stale list in the browser never fails the row.
         */
        get: operations["getRecentlyViewed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/home/category-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category's books for a home page row (its subcategories included). */
        get: operations["getCategoryBooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/builds/latest.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The id of the store build the server serves now; a newer one than the page's means reload.
         * @description A static file written by the store's build and served with `Cache-Control: no-cache`. The
         *     app compares `buildId` with its own and reloads (at most once per path within 10 s) when
         *     they differ. It is not wrapped in the `{data, message}` envelope.
         */
        get: operations["getLatestBuild"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cache/clear-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Empties the content API's answer cache (admins only, after a catalogue change). */
        delete: operations["clearContentCache"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description What went wrong, in the requested language; null on success. */
        Message: string | null;
        /** @description An error answer of the content API. */
        ErrorResponse: {
            /** @description Always null on errors. */
            data: null;
            /** @description What went wrong, in the requested language. */
            message: string;
        };
        /**
         * @description What a home widget shows.
         * @enum {string}
         */
        WidgetType: "slider" | "new-release" | "best-seller" | "recent-view" | "category-product";
        /**
         * @description One block of the home page.
         * @example {
         *       "id": 3,
         *       "type": "category-product",
         *       "title": "นวนิยาย",
         *       "categoryId": 2,
         *       "displayOrder": 30
         *     }
         */
        Widget: {
            /** @description The widget's id. */
            id: number;
            type: components["schemas"]["WidgetType"];
            /** @description The row's heading in the answer's language. */
            title: string;
            /** @description The category a `category-product` widget shows; null for other types. */
            categoryId: number | null;
            /** @description The widget's place on the page, smallest first. */
            displayOrder: number;
        };
        /** @description The home page's widgets. */
        WidgetListResponse: {
            /** @description The widgets in display order. */
            data: components["schemas"]["Widget"][];
            message: components["schemas"]["Message"];
        };
        /**
         * @description A book as a home page row shows it.
         * @example {
         *       "id": 101,
         *       "name": "ขุนช้างขุนแผน",
         *       "seName": "khun-chang-khun-phaen",
         *       "authors": [
         *         "สุนทรภู่"
         *       ],
         *       "imageUrl": "/media/covers/101.png",
         *       "price": "฿189.00",
         *       "priceValue": 189,
         *       "oldPrice": "฿250.00",
         *       "oldPriceValue": 250,
         *       "discountPercent": 24,
         *       "ratingAverage": 4.5,
         *       "reviewCount": 6,
         *       "markAsNew": false,
         *       "fileFormat": "EPUB"
         *     }
         */
        BookSummary: {
            /** @description The book's id. */
            id: number;
            /** @description The title in the answer's language. */
            name: string;
            /** @description The URL slug. */
            seName: string;
            /** @description The authors' names, in credit order. */
            authors: string[];
            /** @description The cover (357x510). */
            imageUrl: string;
            /** @description The price to pay, formatted in the answer's language. */
            price: string;
            /** @description The price to pay in baht. */
            priceValue: number;
            /** @description The price before discount, formatted; null when not discounted. */
            oldPrice: string | null;
            /** @description The price before discount in baht; null when not discounted. */
            oldPriceValue: number | null;
            /** @description The discount in whole percent; null when not discounted. */
            discountPercent: number | null;
            /** @description The average rating, 0 to 5 (0 when there is no review). */
            ratingAverage: number;
            /** @description The number of approved reviews. */
            reviewCount: number;
            /** @description Whether to show a "new" badge. */
            markAsNew: boolean;
            /**
             * @description The file format of the e-book.
             * @enum {string}
             */
            fileFormat: "EPUB" | "PDF";
        };
        /** @description A row of books. */
        BookListResponse: {
            /** @description The books. */
            data: components["schemas"]["BookSummary"][];
            message: components["schemas"]["Message"];
        };
        /** @description A category and the books of its home page row. */
        CategoryBooks: {
            /** @description The category's id. */
            id: number;
            /** @description The category's name in the answer's language. */
            name: string;
            /** @description The URL slug. */
            seName: string;
            /** @description The category's books (subcategories included), best sellers first. */
            books: components["schemas"]["BookSummary"][];
        };
        /** @description A category's home page row. */
        CategoryBooksResponse: {
            data: components["schemas"]["CategoryBooks"];
            message: components["schemas"]["Message"];
        };
        /**
         * @description Which build of the store is being served.
         * @example {
         *       "buildId": "3f9c2a1b",
         *       "builtAt": "2026-11-22T10:00:00.000Z"
         *     }
         */
        BuildInfo: {
            /** @description A unique id of the build (a content hash). */
            buildId: string;
            /**
             * Format: date-time
             * @description When the build was made.
             */
            builtAt: string;
        };
        /** @description What clearing the cache did. */
        CacheCleared: {
            /** @description How many cached answers were dropped. */
            entriesCleared: number;
        };
        /** @description The answer of clearing the cache. */
        CacheClearedResponse: {
            data: components["schemas"]["CacheCleared"];
            message: components["schemas"]["Message"];
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
                 *       "data": null,
                 *       "message": "This address does not take the method TRACE (it takes: GET, HEAD)."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A malformed request; message says what is wrong. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": null,
                 *       "message": "id: must be an integer of at least 1."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No valid session token was sent. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": null,
                 *       "message": "Please log in."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The signed-in customer may not do this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": null,
                 *       "message": "Only an admin may clear the cache."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The entity does not exist or is not published. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": null,
                 *       "message": "Not found."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unexpected error; the message never carries internals. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": null,
                 *       "message": "Internal Server Error"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description The answer's language, `th` (default) or `en`. */
        Language: "th" | "en";
        /** @description The client's device type: 5 iPhone, 10 Android, 15 Huawei, 20 Others (the web store). */
        DeviceTypeId: 5 | 10 | 15 | 20;
        /** @description How many books at most; 12 by default. */
        Limit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHomeWidgets: {
        parameters: {
            query?: never;
            header?: {
                /** @description The answer's language, `th` (default) or `en`. */
                Language?: components["parameters"]["Language"];
                /** @description The client's device type: 5 iPhone, 10 Android, 15 Huawei, 20 Others (the web store). */
                DeviceTypeId?: components["parameters"]["DeviceTypeId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The home page's widgets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getNewReleases: {
        parameters: {
            query?: {
                /** @description How many books at most; 12 by default. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The answer's language, `th` (default) or `en`. */
                Language?: components["parameters"]["Language"];
                /** @description The client's device type: 5 iPhone, 10 Android, 15 Huawei, 20 Others (the web store). */
                DeviceTypeId?: components["parameters"]["DeviceTypeId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest books. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getBestSellers: {
        parameters: {
            query?: {
                /** @description How many books at most; 12 by default. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The answer's language, `th` (default) or `en`. */
                Language?: components["parameters"]["Language"];
                /** @description The client's device type: 5 iPhone, 10 Android, 15 Huawei, 20 Others (the web store). */
                DeviceTypeId?: components["parameters"]["DeviceTypeId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The best-selling books. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getRecentlyViewed: {
        parameters: {
            query: {
                /** @description The ids of the books, most recent first (at most 50). */
                id: number[];
            };
            header?: {
                /** @description The answer's language, `th` (default) or `en`. */
                Language?: components["parameters"]["Language"];
                /** @description The client's device type: 5 iPhone, 10 Android, 15 Huawei, 20 Others (the web store). */
                DeviceTypeId?: components["parameters"]["DeviceTypeId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The books that exist, in the given order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getCategoryBooks: {
        parameters: {
            query: {
                /** @description The category's id. */
                id: number;
                /** @description How many books at most; 12 by default. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The answer's language, `th` (default) or `en`. */
                Language?: components["parameters"]["Language"];
                /** @description The client's device type: 5 iPhone, 10 Android, 15 Huawei, 20 Others (the web store). */
                DeviceTypeId?: components["parameters"]["DeviceTypeId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category and its books. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryBooksResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getLatestBuild: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current build. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuildInfo"];
                };
            };
            /** @description No store build is served (the API runs without the app). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    clearContentCache: {
        parameters: {
            query?: never;
            header: {
                /** @description The answer's language, `th` (default) or `en`. */
                Language?: components["parameters"]["Language"];
                /** @description The client's device type: 5 iPhone, 10 Android, 15 Huawei, 20 Others (the web store). */
                DeviceTypeId?: components["parameters"]["DeviceTypeId"];
                /** @description The session token of a customer with an admin profile. */
                Token: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cache is empty; data says how many entries were dropped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CacheClearedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
}

// Generated from openapi/v2.yaml by packages/api/scripts/generate.mjs. Do not edit:
// change the contract and run `pnpm --filter @ebook/api generate`.

export interface paths {
    "/v2/slider/home-slider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The home page slider (banners that link to a book, category, imprint, publisher or topic).
         * @description Answers the enabled banners in display order. When the slider is switched off, IsEnabled is
         *     false and Sliders is empty. Each banner's SliderType says what it opens and EntityId (with
         *     EntitySeName) which one.
         */
        get: operations["getHomeSlider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/home/homepagecategorieswithproducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The categories shown on the home page, each with its subcategories and a row of books.
         * @description Answers the categories marked "show on home page" in display order. Each carries its published
         *     subcategories and up to 12 books (the category's own and its subcategories'), ordered by the
         *     category's position. A category without books is left out.
         */
        get: operations["getHomeCategoriesWithProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/home/categorytree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole published category tree (for the menu).
         * @description Answers the top-level categories in display order; each carries its subcategories recursively.
         *     Unpublished categories and their whole branch are left out.
         */
        get: operations["getCategoryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/home/recentview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The recently viewed books, from the ids the store remembers.
         * @description The store keeps the ids of the books the visitor opened (newest first) and sends them here;
         *     the answer is those books as listing items, in the order given. Ids of books that do not
         *     exist or are unpublished are skipped (no 404), and a repeated id appears once (at its first
         *     place).
         *
         *     The server also records views itself: every `GET /v2/product/productdetails/{productId}`
         *     records a view of that book for the current customer (the signed-in customer, or the guest
         *     keyed by `deviceId`), keeping the 50 newest. When ProductIds is empty, the answer is that
         *     recorded list, newest first, so a customer who signs in on another device still sees it.
         */
        post: operations["getRecentlyViewedProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/catalog/category/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A category page, with its subcategories and a filtered, sorted page of its books.
         * @description The books include those of the category's subcategories. Filters can be given one by one
         *     (`price`, `specs`, `ms`) or together in `filters`, the string the store keeps in its URL;
         *     when both name the same filter, the separate parameter wins. Filters of different kinds
         *     combine with AND; several values of one kind combine with OR. A page beyond the last answers
         *     an empty Products list with NoResultMessage.
         *
         *     400 messages: "The filter '{key}' is not valid." (a malformed value in `filters`, e.g.
         *     `price=abc`), "The price range is not valid." (from above to).
         */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/catalog/newproducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New books (those marked new), newest first by default.
         * @description Lists the published books marked new (MarkAsNew, within their "new from/to" dates). With
         *     `orderby` 0 (position) or absent, the newest book comes first.
         */
        get: operations["getNewProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/catalog/bestsellerproducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Best-selling books, most sold first by default.
         * @description Ranks published books by copies sold in paid orders over the last 90 days (cancelled and
         *     refunded orders do not count), at most 200 books. When nothing was sold in that window, the
         *     best-rated books stand in (average rating, then number of reviews; books without reviews
         *     are left out). With `orderby` 0 (position) or absent, the rank is the order.
         */
        get: operations["getBestsellerProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/catalog/productbytag/{tagId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The books carrying a product tag. */
        get: operations["getProductsByTag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/catalog/manufacturer/{manufacturerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A manufacturer (imprint) page with a page of its books. */
        get: operations["getManufacturer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/catalog/vendor/{vendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A publisher (vendor) page with a page of its books.
         * @description AllowCustomersToContactVendors says whether the store shows the "contact the publisher" link
         *     (to /contact-publisher/{vendorId}). An inactive or deleted vendor answers 404.
         */
        get: operations["getVendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/catalog/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search books by words, optionally with the advanced criteria.
         * @description All search parameters travel in the body's Data (none in the query string), with the
         *     upstream lowercase names. The search term is trimmed and matched as a substring,
         *     case-insensitively and after Unicode NFC normalisation, so a Thai word inside a title (Thai
         *     has no spaces between words) matches. It is matched against the title, the author and
         *     translator names, the publisher name, the ISBN and the SKU; with `sid` also the short and
         *     full descriptions. The criteria `cid`, `isc`, `mid`, `vid`, `sid`, `pf` and `pt` apply only
         *     when `advs` is true (the advanced search page); `orderby`, `pagenumber`, `pagesize` and
         *     `specs` always apply. With `orderby` 0 the best matches (title matches first) come first.
         *
         *     An empty result is a 200 with NoResults true and an empty Products list. 400 messages:
         *     "Search term minimum length is 1 character(s)." (the term is blank after trimming),
         *     "The price range is not valid." (pf above pt).
         */
        post: operations["searchProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/catalog/search-autocomplete/{term}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Up to 10 books whose title, author or ISBN contains the term, for the search box.
         * @description Matches like the search (substring, case-insensitive, Thai-safe) on title, author names and
         *     ISBN, best matches first. A term that is blank after trimming answers an empty list. Item
         *     field names are lowercase, as upstream.
         */
        get: operations["searchAutocomplete"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/product/searchcriteria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The choices of the advanced search form (categories, imprints, publishers, price bounds, sorts).
         * @description Each list starts with an "all" option whose Value is "0". Subcategories appear under their
         *     parents with the path as label (e.g. "นิยาย >> แฟนตาซี"). MinPrice and MaxPrice bound the
         *     prices of all published books.
         */
        get: operations["getSearchCriteria"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/product/productdetails/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A book's detail page.
         * @description Answers everything the book page shows. Opening it records a recent view of the book for
         *     the current customer (the signed-in customer, or the guest keyed by `deviceId`); see
         *     `POST /v2/home/recentview`. AddToCart tells what the current customer may do with the book
         *     (AlreadyOwned, InCart, InWishlist). A book that does not exist, is deleted or is unpublished
         *     answers 404.
         */
        get: operations["getProductDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/product/productreviewspagging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a book's approved reviews, newest first, with the rating distribution.
         * @description Custom paging of the upstream ProductReviewsModel (10 reviews a page). AddProductReview tells
         *     whether the current customer may write a review (bought the book, has not reviewed it yet).
         */
        get: operations["getProductReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/product/productsalsopurchase/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Up to 8 books that customers who bought this book also bought.
         * @description Ranked by how many paid orders contain both books; the book itself and unpublished books are
         *     left out. An empty list when nobody has bought the book yet.
         */
        get: operations["getAlsoPurchasedProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/product/productreviewsadd/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a review of a book the customer bought (once per book).
         * @description Only a signed-in customer who bought the book (a paid order contains it) may review it, and
         *     only once. The review is published at once; the answer is the first page of the book's
         *     reviews with AddProductReview.SuccessfullyAdded true and Result saying so. Title and
         *     ReviewText are trimmed; HTML is not allowed and is stored as plain text.
         *
         *     400 messages: "Review title is required.", "Review text is required.", "Rating must be
         *     between 1 and 5.", "Reviews are not allowed for this book." (the book does not accept
         *     reviews), "Only customers who bought this book can review it.", "You have already reviewed
         *     this book.".
         */
        post: operations["addProductReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shoppingcart/addproducttowishlist/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a book to the wishlist (guests by deviceId, or the signed-in customer).
         * @description Idempotent: a book already in the wishlist stays there once (an e-book's quantity is always
         *     1) and the answer is the same 200. No request body. The answer carries the new counts for the
         *     header badges.
         *
         *     400 messages: "This book cannot be added to the wishlist." (its DisableWishlistButton is
         *     true), "You already own this book.".
         */
        post: operations["addProductToWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shoppingcart/removewishlist/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a book from the wishlist, by the book's id (not the wishlist item id).
         * @description The path takes the book's id (ProductId), so a heart toggle on a book card or the book page
         *     can remove it without knowing the wishlist item. Idempotent: removing a book that is not in
         *     the wishlist changes nothing and answers 200. No request body. 404 only when the book itself
         *     does not exist.
         */
        post: operations["removeProductFromWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shoppingcart/wishlistpaging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the current customer's (or guest's) wishlist, newest first.
         * @description Custom paging of the upstream WishlistModel (10 items a page). Items whose book became
         *     unavailable stay listed with a warning in their Warnings.
         */
        get: operations["getWishlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appstart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers the app start and answers what the store needs before its first page.
         * @description The first call of every page load, sent before any other and without `deviceId` (the
         *     store waits for it; see packages/api). It records the device type (and the push
         *     subscription, when a native app sends one) and answers the store's start-up settings:
         *     languages, currency, the answer's language, whether the sent token (if any) is valid,
         *     and feature flags. It never needs a signed-in customer; an invalid or expired token
         *     only makes `IsLoggedIn` false (it never answers 401).
         */
        post: operations["appStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/setlanguage/{lang}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sets the customer's language and the `setlanguage` cookie.
         * @description Sets the working language (saved on the signed-in customer, or on the guest keyed by
         *     `deviceId`) and answers with a `setlanguage` cookie kept 365 days, so later answers
         *     (and e-mails) use that language even when no `Language` header is sent. Data echoes the
         *     language now in use. An unknown code answers 400.
         */
        get: operations["setLanguage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with e-mail or username and password; answers the customer and a token.
         * @description Send `Email` or `Username` (the one the customer typed; the other null or empty) and the
         *     password. On success the guest cart and wishlist of `deviceId` move into the customer's,
         *     and a new token is issued (claims `CustomerId` and `exp`): 180 days with `RememberMe`,
         *     24 hours without. 400 messages: neither e-mail nor username given; wrong credentials
         *     (one message for unknown account and wrong password); account not active or deleted.
         *     429 when too many passwords were checked (an unknown account is limited alike): 5 per
         *     account from one address and 20 per address in 15 minutes, and after 5 attempts on an
         *     account from any address, an increasing delay (up to a minute) before an address that
         *     failed may try it again. Refused attempts are not checked and not counted.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/externallogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with a Google, Facebook or Apple identity verified by the login-session provider.
         * @description Sent by the store after the login-session provider (Auth.js shape: csrf, providers,
         *     session, signin, signout) reports an authenticated session. The server does not trust
         *     the payload by itself: it forwards the request's session cookie to the provider's
         *     `session` endpoint and accepts the call only when that session is authenticated, its
         *     provider is `ProviderSystemName` and its subject is `ExternalIdentifier` (and its
         *     e-mail equals `Email` when the provider gives one). It then signs in the customer
         *     linked to that identity; when none is linked yet, it links the identity to the
         *     registered customer with the provider-verified e-mail, or registers a new customer
         *     (names from the provider's profile). The guest cart of `deviceId` is merged as on login.
         *     400 messages: the identity could not be verified (no session, or a different
         *     identity); the linked account is not active; the provider gave no e-mail for a new
         *     account.
         */
        post: operations["externalLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers a new customer and signs them in.
         * @description Creates a registered customer from the guest of `deviceId` (its cart and wishlist stay)
         *     and, unlike upstream nopCommerce (which answers only a Message), answers the same
         *     `{CustomerInfo, Token}` as login, so the store is signed in at once. The token lasts
         *     180 days. 400 messages: e-mail already registered; username taken or not valid;
         *     passwords do not match or break the password rules; privacy policy not accepted;
         *     date of birth not a real date.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/changepassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the password and signs out every other session.
         * @description Checks the old password, sets the new one and revokes every token of the customer
         *     except the one that made this call. 400 messages: old password wrong; new passwords
         *     do not match; new password breaks the rules or equals the old one. An account created
         *     by external sign-in that has no password yet sets one with reset-password instead.
         *     429 when too many passwords were checked (the limits of login).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivates the customer's account after confirming the password.
         * @description Marks the account inactive, removes its external sign-in links and revokes all its
         *     tokens (this one included), so the store then clears its storage and goes home. Orders
         *     and bought books are kept for the store's records but can no longer be reached; a later
         *     login answers 400 "account is not active". 400 messages: password missing or wrong.
         *     429 when too many passwords were checked (the limits of login).
         */
        post: operations["deactivateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Signs out by revoking the token sent.
         * @description Revokes the `Token` sent (upstream does not; ours does), so it answers 401 from then
         *     on. Idempotent and never 401: without a token, or with one already expired or revoked,
         *     it still answers 200, so signing out never opens the need-login modal.
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a password-reset link to the e-mail, if an account has it.
         * @description Always answers the same 200 and Message whether or not an account has that e-mail, so
         *     the call cannot reveal who is registered. When an active account has it, the server
         *     mails a link to `/reset-password/{token}/{guid}` (in the answer's language) valid for
         *     24 hours; a newer request replaces the older link, and at most one e-mail per address
         *     is sent every 5 minutes (silently). 400 only for a malformed e-mail.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/validate-reset-password/{token}/{guid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks a password-reset link before the new-password form is shown.
         * @description 200 when the link is valid (not used, not replaced, not expired). Otherwise 400 with
         *     one message (the link is wrong, already used or expired) and Data = the model with
         *     `DisablePasswordChanging: true`; an unknown guid answers the same 400 as a wrong token
         *     (never 404), so links cannot be probed.
         */
        get: operations["validatePasswordReset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/confirm-reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password from a reset link.
         * @description Checks the link as validate-reset-password does, sets the new password, uses up the
         *     link and revokes every token of the customer; it does not sign in (the store goes to
         *     the login page). 400 messages: link wrong, used or expired; passwords do not match or
         *     break the password rules.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The profile form, filled with the customer's details and linked sign-ins. */
        get: operations["getCustomerInfo"];
        put?: never;
        /**
         * Saves the profile and answers it prepared again.
         * @description Saves the editable fields (the read-only ones of CustomerInfoModel may be sent back and
         *     are ignored). A changed username is saved only when the store allows changing it. 400
         *     messages (Data = the form prepared again): e-mail or username already used; a required
         *     field empty; date of birth not a real date; state not in the country.
         */
        post: operations["updateCustomerInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/login-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in (the customer info the store caches), for the token sent.
         * @description The store calls it to restore or refresh its cached customer info. On failure the store
         *     joins ErrorList into an error toast (SPEC §8); a missing or revoked token answers 401.
         */
        get: operations["getLoginInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/coin/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's coin (reward point) balance and what a coin is worth. */
        get: operations["getCoinBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/removeexternalassociation/{recordId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlinks a Google, Facebook or Apple sign-in from the account (the /removesocial page).
         * @description Removes one of the customer's AssociatedExternalAuthRecords and answers the records
         *     that remain. 404 when the record does not exist or belongs to another customer. 400
         *     when it is the account's last way to sign in (no password set and no other linked
         *     sign-in): the customer must set a password (reset-password) first.
         */
        post: operations["removeExternalAssociation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's addresses and which one is the chosen shipping address. */
        get: operations["listAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/addressedit/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An address prepared for its edit form (or a blank one for addressId 0).
         * @description Answers `{Address}` (upstream CustomerAddressEditModel) with the choice lists
         *     prepared: AvailableCountries, AvailableStates (the provinces of the address's country)
         *     and AvailableDistricts (the districts of its province, each with sub-districts and
         *     postcodes), so the form needs no further call to show the current choice. `addressId`
         *     0 answers a blank address (Thailand pre-selected) for the add form (the
         *     /customer/addressedit route without id). 404 when the address is not the customer's.
         */
        get: operations["getAddressForm"];
        put?: never;
        /**
         * Saves an edited address.
         * @description Same body and checks as addressadd. Answers the saved address (upstream answers only a
         *     Message; Data is extra). 404 when the address is not the customer's.
         */
        post: operations["updateAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/addressdelete/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes one of the customer's addresses.
         * @description When it was the chosen shipping address, no address is chosen afterwards. Orders keep
         *     their own copy of the address. 404 when the address is not the customer's.
         */
        post: operations["deleteAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/addressadd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an address; answers 201 with the new address's id.
         * @description Thai addresses name province (StateProvinceId), district (DistrictId) and sub-district
         *     (SubDistrictId) by id; the server fills City, County and the names from them and checks
         *     that the sub-district lies in the district, the district in the province, and that
         *     ZipPostalCode is the sub-district's postcode. 400 messages: a required field empty;
         *     e-mail or phone malformed; the levels do not fit together; postcode not the
         *     sub-district's; more than 20 addresses. The first address becomes the chosen shipping
         *     address.
         */
        post: operations["addAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/saveshipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chooses one of the customer's addresses as the shipping (and invoice) address.
         * @description FormValues key `shipping_address_id` (an address id of the customer). The choice is
         *     kept on the customer and used by checkout and the tax invoice. Answers the chosen
         *     address. 400 when the key is missing or not a number; 404 when the address is not the
         *     customer's.
         */
        post: operations["saveShippingAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/country/getstatesbycountryid/{countryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The states (for Thailand, the provinces) of a country.
         * @description Items keep upstream's lowercase `{id, name}`. Names are in the answer's language and
         *     sorted by it. 404 for an unknown country; a country without states answers [].
         */
        get: operations["getStatesByCountry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/country/getcitybystatesid/{stateProvinceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The districts of a Thai province, each with its sub-districts and their postcodes.
         * @description Custom. One call gives everything below a province, so the address form offers
         *     province → district → sub-district → postcode as dependent choices without more
         *     calls (a province has at most about 50 districts and 400 sub-districts). Names are in
         *     the answer's language and sorted by it; a sub-district has exactly one postcode, which
         *     the form fills in. 404 for an unknown province.
         */
        get: operations["getDistrictsByProvince"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/common/contactus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contact form prepared (signed-in customer's name and e-mail, subjects). */
        get: operations["getContactUsForm"];
        put?: never;
        /**
         * Sends an enquiry to the store.
         * @description Mails the enquiry to the store (reply-to the given e-mail) and answers the form with
         *     `SuccessfullySent: true` and `Result` (also in Message). Rate-limited to 5 enquiries an
         *     hour per customer (or device) and per IP address: beyond that it answers 400 with the
         *     message "You have sent too many messages. Please try again later." (not 429, so the
         *     store shows it like any other form error). Other 400 messages: a field empty or too
         *     long; e-mail malformed; subject not one of AvailableSubjects.
         */
        post: operations["sendContactUs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/common/contactvendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends an enquiry to a publisher (vendor).
         * @description Mails the publisher's contact address (reply-to the given e-mail); same rate limit and
         *     messages as contact us. 404 when the vendor does not exist or is not active; 400 when
         *     the vendor does not accept messages (AllowCustomersToContactVendors off; upstream
         *     answers 401 there, which would wrongly open the need-login modal).
         */
        post: operations["contactVendor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/publisher/RegisterPublisher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies to become a publisher (vendor); answers the new publisher status.
         * @description Custom. Stores the application for the store's staff to review and sets the customer's
         *     PublisherStatus to 10 (pending); approval (20) later creates the vendor and sets
         *     PublisherRedirectUrl. A rejected (30) customer may apply again. 400 messages: already
         *     pending or approved; tax id not 13 digits or its check digit wrong; an unknown book
         *     type or account type; bank account number malformed; a required field empty.
         */
        post: operations["registerPublisher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/publisher/getmasterbook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The book types a publisher may sell (choices of the publisher application).
         * @description Custom. Names in the answer's language, in display order.
         */
        get: operations["getPublisherBookTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/publisher/getmasteraccounttype": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account types a publisher applies as (individual, company, ...).
         * @description Custom. Names in the answer's language, in display order.
         */
        get: operations["getPublisherAccountTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/common/dynamic-content/{contentKey}/{widgetZone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The content blocks the store's staff placed in one zone of one page.
         * @description Custom. `contentKey` names the page or feature the content belongs to (e.g. `home`,
         *     `basket`, `payment`, `book-detail`, `setting`, `footer`), `widgetZone` the placement
         *     on it (e.g. `top`, `sidebar`, `bottom`, `popup`). Answers the published blocks whose
         *     schedule includes now, in display order, in the answer's language. An unknown key or
         *     zone answers 200 with no blocks, so a page never breaks for missing content.
         */
        get: operations["getDynamicContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/topic/details-topiccode/{topicCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A topic page (policy, terms, purchase process, ...) by its code.
         * @description `topicCode` is the topic's SystemName: `policy`, `termandcondition`, `purchaseprocess`,
         *     and for their sub-pages the code, a hyphen and the key of the route
         *     (`/termandcondition/{key}` reads `termandcondition-{key}`, e.g.
         *     `purchaseprocess-payment`). A main topic lists its sub-pages in SubTopics. 404 when
         *     no published topic has that code.
         */
        get: operations["getTopicByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shoppingcart/addproducttocart/details/{productId}/{shoppingCartTypeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a book in the basket (type 1) or the wishlist (type 2).
         * @description Adds one copy of the book to the current customer's basket or wishlist. A guest's basket and
         *     wishlist are keyed by the `deviceId` header; a signed-in customer's by the token (on sign-in
         *     the guest basket is merged into the customer's and books the customer owns are dropped).
         *
         *     Send `FormValues` with the key `addtocart_{productId}.EnteredQuantity` (for example
         *     `addtocart_101.EnteredQuantity`); it may be left out and then means 1. An e-book is bought
         *     once, so the only accepted quantity is 1.
         *
         *     Answers the new basket and wishlist counts for the header badges.
         *
         *     400 messages:
         *     - "You already own this e-book." (signed-in customer, type 1: a paid order already holds it)
         *     - "This e-book is already in your cart." (type 1) / "This e-book is already in your wishlist." (type 2)
         *     - "An e-book can only be bought once; the quantity must be 1."
         *     - "This e-book is not for sale." (the book's buy button is disabled, e.g. a pre-order not yet open)
         *
         *     404 when no published book has this id.
         */
        post: operations["addProductToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shoppingcart/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The basket with its items, totals, coupon box and warnings.
         * @description The current customer's (or the device's guest) basket. Prices are the current prices: if a
         *     book's price changed since it was added, the item's `Warnings` say so and this call
         *     acknowledges the new price (verify-checkout stops reporting PRICE_CHANGED for it).
         *
         *     An empty basket is not an error: it answers 200 with `Items: []`, zero totals and one
         *     warning in `ErrorList` ("Your shopping cart is empty."), as upstream nopCommerce does. The
         *     store decides emptiness from `Items`, never from `ErrorList`.
         */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shoppingcart/updatecart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change quantities or remove items from the basket.
         * @description Form values (keys case-insensitive):
         *     - `removefromcart`: comma-separated basket item ids to remove, e.g. `"15,18"`.
         *     - `itemquantity{cartItemId}`: the new quantity of that item, e.g. key `itemquantity15`,
         *       value `"0"`. E-books have quantity 1, so the only useful value is `0` (remove); any value
         *       other than 0 or 1 answers 400 "An e-book can only be bought once; the quantity must be 1.".
         *
         *     Ids that are not items of this customer's basket are ignored (the answer shows the real
         *     basket). Answers the updated basket; an emptied basket answers as GET cart does when empty.
         */
        post: operations["updateCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shoppingcart/applydiscountcoupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a discount coupon code to the basket.
         * @description Form value `discountcouponcode` (the code as typed; compared case-insensitively, surrounding
         *     spaces trimmed). On success answers the basket with the discount in `OrderTotals`,
         *     `DiscountBox.IsApplied: true`, the code in `DiscountBox.AppliedDiscountsWithCodes` and
         *     "The coupon code was applied." in `DiscountBox.Messages`.
         *
         *     400 (ErrorList carries the message; Data may carry the basket with the same message in
         *     DiscountBox.Messages):
         *     - "The coupon code is empty."
         *     - "The coupon code is not valid." (unknown code)
         *     - "The coupon code has expired." (outside its start/end dates)
         *     - "The coupon code has been used up." (its total usage limit is reached)
         *     - "You have already used this coupon code." (the per-customer limit is reached)
         *     - "The coupon code does not apply to the books in your cart."
         *     - "The coupon code is already applied."
         */
        post: operations["applyDiscountCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shoppingcart/removediscountcoupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove an applied discount coupon from the basket.
         * @description Form key `removediscount-{discountId}` (for example `removediscount-3`; the value is
         *     ignored), where the id is `DiscountBox.AppliedDiscountsWithCodes[].Id`. Answers the basket
         *     without that discount. 400 "This coupon code is not applied." when no such discount is
         *     applied to the basket.
         */
        post: operations["removeDiscountCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/checkoutbook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The checkout summary, with the CheckoutToken the confirm calls need.
         * @description Everything the payment page shows: the basket, the totals, the payment methods, the coins
         *     (reward points) block and a `CheckoutToken`. The token is an idempotency key bound to the
         *     basket's content (items and prices, applied coupons and the coins choice): any change to
         *     them issues a new token, and a confirm call with an outdated token answers 400 "Your cart
         *     has changed. Please review your order again.". Confirming twice with the same token returns
         *     the same order and charges once.
         *
         *     400 with the reasons' messages when checkout is blocked (see verify-checkout), e.g. an
         *     empty basket.
         */
        get: operations["getCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/userewardpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn paying with coins (reward points) on or off for this checkout.
         * @description With `UseRewardPoints: true` the customer's coins pay as much of the order total as they
         *     cover (`RewardPoints.RewardPointsToUse` coins worth `RewardPointsToUseAmount`); coins are
         *     only deducted when the order is placed. Answers the updated checkout with a new
         *     `CheckoutToken` and totals. If the coins cover the whole total, `IsPaymentRequired` is false
         *     and any confirm call places a paid order without a gateway.
         *
         *     400 "You have no coins to use." when the balance is 0 and `UseRewardPoints` is true;
         *     400 "Coins cannot be used for this order." when coins are disabled.
         */
        post: operations["useRewardPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/verify-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the basket can be checked out, and what blocks it.
         * @description Runs the checks the confirm calls run, without placing anything, and lists every reason
         *     that blocks checkout (each with a code, a message in the answer's language and, for an
         *     item-level reason, the book's id). Works for guests too: a guest gets NOT_SIGNED_IN
         *     (checkout itself needs a signed-in customer). Always 200 when the check ran; read
         *     `CanCheckout`.
         */
        get: operations["verifyCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/getpaymentmethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment methods offered for the current basket.
         * @description The gateways the customer can pay this basket with: Payments.Omise (card, charged through
         *     Omise.js tokens), Payments.2C2P123 (2C2P "123": pay at a bank counter, ATM or shop with a
         *     payment code) and Payments.PGW (2C2P payment gateway hosted page: card, QR PromptPay,
         *     mobile banking). `Selected` marks the customer's last used method.
         */
        get: operations["getPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/confirmorderomise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the order and pay by card through Omise.
         * @description Places the order for the basket the `CheckoutToken` was issued for and charges the card
         *     `OmiseToken` stands for (a one-time card token from Omise.js; in the sandbox a test card
         *     token). The basket is emptied once the order exists.
         *
         *     - Charged at once: `PaymentStatus` paid, `RedirectUrl` null; the books are on the
         *       bookshelf. Go to the completed page.
         *     - 3-D Secure needed: `RedirectUrl` is Omise's authorisation page; Omise returns the
         *       customer to `ReturnUrl`, and the store then reads GET /v2/checkout/completed.
         *     - Nothing to pay (total 0, e.g. covered by coins or a coupon): `OmiseToken` may be null;
         *       the order is paid without a charge and `RedirectUrl` is null.
         *
         *     Idempotent: confirming again with the same `CheckoutToken` returns the same order and makes
         *     no second charge (also after a decline: pay again with changeomisepayment).
         *
         *     400 messages: the verify-checkout reasons' messages; "Your cart has changed. Please review
         *     your order again." (outdated token); "A card token is required."; "Your card was declined:
         *     {gateway message}" (the order then exists, unpaid, and can be paid again or cancelled);
         *     "The return address is not allowed." (ReturnUrl not on the store's domain).
         */
        post: operations["confirmOrderOmise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/confirmorder123/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the order and pay through 2C2P "123" (payment code at counter, ATM or shop).
         * @description SPEC.md §7 lists this as `POST {token}`: it is the 2C2P "123" confirmation, and `{token}`
         *     is the `CheckoutToken` from GET /v2/checkout/checkoutbook.
         *
         *     Places the order for the basket the token was issued for and opens a 2C2P 123 payment;
         *     `RedirectUrl` is 2C2P's page with the payment code / slip (optionally preset to a
         *     `Channel`). The order stays unpaid (PaymentStatus 10) until 2C2P notifies the server that
         *     the customer paid; an unpaid order is cancelled when its payment code expires. With
         *     nothing to pay the order is paid at once and `RedirectUrl` is null.
         *
         *     Idempotent: confirming again with the same token returns the same order and payment code.
         *
         *     400 messages: the verify-checkout reasons' messages; "Your cart has changed. Please review
         *     your order again." (outdated token); "The return address is not allowed.".
         */
        post: operations["confirmOrder123"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/confirmorderpgwpayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the order and pay on the 2C2P payment gateway (PGW) hosted page.
         * @description Places the order for the basket the `CheckoutToken` was issued for and opens a 2C2P PGW
         *     payment; `RedirectUrl` is the hosted payment page (card, QR PromptPay, mobile banking).
         *     2C2P returns the customer to `ReturnUrl`; the order becomes paid when 2C2P notifies the
         *     server, so the store reads GET /v2/checkout/completed (PaymentStatus may still be pending
         *     for a few seconds). With nothing to pay the order is paid at once and `RedirectUrl` is null.
         *
         *     Idempotent: confirming again with the same token returns the same order and payment page,
         *     and the customer is charged once.
         *
         *     400 messages: the verify-checkout reasons' messages; "Your cart has changed. Please review
         *     your order again." (outdated token); "The return address is not allowed.".
         */
        post: operations["confirmOrderPgw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/order/orderdetails/changeomisepayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an unpaid order again, by card through Omise.
         * @description Repays an unpaid order (or switches it to card) with a new Omise card token; behaves like
         *     confirmorderomise for that order: charged at once (`RedirectUrl` null) or 3-D Secure
         *     (`RedirectUrl` is Omise's page). Any open payment of the order at another gateway is
         *     voided first, so the customer is charged once.
         *
         *     404 when the order does not exist or is another customer's. 400 "This order cannot be
         *     paid again." when it is paid, cancelled or refunded (see can-repayment); "A card token is
         *     required."; "Your card was declined: {gateway message}".
         */
        post: operations["changeOrderPaymentOmise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/order/orderdetails/change123payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an unpaid order again, through 2C2P "123".
         * @description Repays an unpaid order (or switches it to 2C2P 123): issues a new payment code;
         *     `RedirectUrl` is 2C2P's page with the code. Any open payment of the order at another
         *     gateway is voided first. `OmiseToken` is ignored; `Channel` may preset the 123 channel.
         *
         *     404 when the order does not exist or is another customer's. 400 "This order cannot be
         *     paid again." when it is paid, cancelled or refunded.
         */
        post: operations["changeOrderPayment123"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/order/orderdetails/changepgwpayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an unpaid order again, on the 2C2P PGW hosted page.
         * @description Repays an unpaid order (or switches it to 2C2P PGW): `RedirectUrl` is a new hosted payment
         *     page. Any open payment of the order at another gateway is voided first. `OmiseToken` is
         *     ignored.
         *
         *     404 when the order does not exist or is another customer's. 400 "This order cannot be
         *     paid again." when it is paid, cancelled or refunded.
         */
        post: operations["changeOrderPaymentPgw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order-completed page (after paying, or on return from a gateway).
         * @description Without `orderId`: the customer's most recent order. The page shows whether the payment
         *     went through (`PaymentStatusEnum` 30) or is still pending at the gateway (10; the store may
         *     ask again after a few seconds). 404 when the order does not exist, is another customer's,
         *     or the customer has no order.
         */
        get: operations["getCheckoutCompleted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/order/history-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's orders of one history type, a page at a time, newest first.
         * @description `orderHistoryTypes` picks the tab (one code; AP when left out):
         *     - AP all purchases: every order.
         *     - PD pending: awaiting payment (PaymentStatus 10 pending or 20 authorized, order not
         *       cancelled).
         *     - CR completed: paid, books delivered (PaymentStatus 30 paid, order not cancelled).
         *     - RR refunded/returned: cancelled, refunded or voided (OrderStatus 40, or PaymentStatus
         *       35 partially refunded, 40 refunded or 50 voided).
         *
         *     PD, CR and RR do not overlap and together make AP.
         */
        get: operations["getOrderHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/order/cancelorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an unpaid order.
         * @description Form value `orderId`. Only an unpaid order (PaymentStatus 10 pending) can be cancelled:
         *     it becomes OrderStatus 40 cancelled, PaymentStatus 50 voided, its open gateway payment (an
         *     Omise 3-D Secure charge, a 2C2P payment code or page) is voided, and coins it redeemed are
         *     given back. A payment that still reaches the server for a cancelled order is refunded.
         *
         *     404 when the order does not exist or is another customer's. 400 "Only unpaid orders can be
         *     cancelled." (paid, authorized, refunded) or "This order is already cancelled.".
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/order/can-repayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether an order can be paid again, and with which methods.
         * @description An order can be paid again when it is unpaid (PaymentStatus 10) and not cancelled, and
         *     every book in it is still published and not owned through another order. When it cannot,
         *     `Reason` says why (e.g. "This order is already paid.", "This order is cancelled.", "A book
         *     in this order is no longer for sale.") and `PaymentMethods` is empty. 404 when the order
         *     does not exist or is another customer's.
         */
        post: operations["canRepayOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/order/orderdetails/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order of the customer, with its items, totals, payment and notes.
         * @description Order states (OrderStatusEnum): 10 pending, 20 processing, 30 complete, 40 cancelled.
         *     Payment states (PaymentStatusEnum): 10 pending, 20 authorized, 30 paid, 35 partially
         *     refunded, 40 refunded, 50 voided.
         *
         *     Transitions:
         *     - Placing an order (a confirm call): order 10 pending, payment 10 pending. With nothing to
         *       pay: payment 30 paid and order 30 complete at once.
         *     - Card authorised but not yet captured: payment 20 authorized, order 20 processing.
         *     - Payment received (Omise charge, 2C2P notification): payment 30 paid; order 20 processing
         *       while the books are put on the bookshelf, then 30 complete (at once for e-books).
         *     - Cancelled by the customer (only unpaid) or when the payment code/page expires: order 40
         *       cancelled, payment 50 voided.
         *     - Refund by the store: payment 40 refunded (order 40 cancelled, the books leave the
         *       bookshelf) or 35 partially refunded (the refunded books leave the bookshelf).
         *
         *     `CanRePostProcessPayment` is true while the order can be paid again (see can-repayment);
         *     `CanCancel` while it can be cancelled. 404 when the order does not exist or is another
         *     customer's.
         */
        get: operations["getOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/download/getdownloadcloud/{productId}/{orderItemGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A short-lived signed link to a purchased book's file or to its free sample.
         * @description Send exactly one of the query flags, set to `true`:
         *     - `full=true`: the purchased book. `{orderItemGuid}` is the `OrderItemGuid` of the
         *       customer's order item for this book (order detail items, or MyBookItem.OrderItemGuid);
         *       its order must be paid (PaymentStatus 30, or 35 with this item not refunded).
         *     - `sample=true`: the book's free sample. `{orderItemGuid}` is the nil GUID
         *       `00000000-0000-0000-0000-000000000000` (a sample belongs to no order). The sample must
         *       be on the customer's bookshelf (addsampleebook) or the book owned.
         *
         *     `DownloadUrl` is signed for this customer and expires at `ExpiresAt` (minutes, not hours):
         *     ask again for a fresh link rather than storing it.
         *
         *     400 "Send exactly one of sample=true or full=true."; "This order is not paid yet.".
         *     404 when the book does not exist, has no sample (sample=true), or the order item is not
         *     this customer's or not for this book.
         */
        get: operations["getBookDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/mybook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer's library (purchased books and added samples), a page at a time.
         * @description Every book the customer owns through a paid order item, plus every free sample they added
         *     (`IsSample: true`). Buying a book whose sample is in the library replaces the sample
         *     entry. Refunded books leave the library. `Query` matches title and author names;
         *     `SortBy` orders the page (0 recently added first by default).
         */
        post: operations["getMyBooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/myshelves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's named shelves, oldest first. */
        get: operations["getMyShelves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/addbookshelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a named shelf.
         * @description Creates an empty shelf. The name is trimmed and must be 1 to 100 characters.
         *     400 "Shelf name is required."; "You already have a shelf with this name." (names are
         *     unique per customer, compared case-insensitively).
         */
        post: operations["addBookShelf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/updatebookshelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename a shelf.
         * @description 400 "Shelf name is required."; "You already have a shelf with this name.".
         *     404 when the shelf does not exist or is another customer's.
         */
        post: operations["renameBookShelf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/removebookshelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a shelf (its books stay in the library).
         * @description Deletes the shelf and its book placements; the books themselves stay in the library
         *     (mybook). 404 when the shelf does not exist or is another customer's.
         */
        post: operations["removeBookShelf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/productonbookshelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The books on one shelf, a page at a time (the collection view).
         * @description The shelf and a page of its books, most recently placed first (the /bookshelf/collection
         *     page). 404 when the shelf does not exist or is another customer's.
         */
        post: operations["getShelfBooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/addproductmappingshelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put books from the library on a shelf.
         * @description Places each book (by product id) on the shelf; a book may be on several shelves. Books
         *     already on the shelf are left as they are. Every book must be in the customer's library
         *     (bought, or its sample added): otherwise nothing is placed and 400 "You can only put your
         *     own books on a shelf." names the first such book. 404 when the shelf does not exist or is
         *     another customer's. Answers the shelf with its new count and covers.
         */
        post: operations["addBooksToShelf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/removeproductonshelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a book off a shelf (it stays in the library).
         * @description 404 when the shelf does not exist, is another customer's, or the book is not on it.
         *     Answers the shelf with its new count and covers.
         */
        post: operations["removeBookFromShelf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/customer/addsampleebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a book's free sample to the library (and optionally to a shelf).
         * @description Adds the free sample of a book that offers one (`Ebook.HasSample`) to the customer's
         *     library as an `IsSample: true` entry, and also places it on `ShelfId` when given. Adding a
         *     sample that is already in the library answers 200 with the existing entry.
         *
         *     400 "This e-book has no free sample."; "You already own this e-book." (the full book is in
         *     the library). 404 when no published book has this id, or `ShelfId` is not one of the
         *     customer's shelves.
         */
        post: operations["addSampleEbook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reader/{productId}/sample": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A book's free sample as an EPUB file, for anyone (guests too), to read in the browser.
         * @description The sample is the first 5-10 % of the book, cut at a chapter or paragraph boundary, made by
         *     the server from the full book. It keeps the full book's file names and spine order, so a
         *     CFI of the sample points at the same place in the full book. Anyone may read it: no token
         *     and no library entry are needed. The bytes are the same for every reader, so the answer
         *     is cacheable and carries an `ETag`; send it back in `If-None-Match` for a 304.
         *
         *     404 (JSON error envelope) when no published book has this id or the book has no sample.
         */
        get: operations["getReaderSample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reader/{productId}/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole book as an EPUB file, for its owner only, to read in the browser.
         * @description Only a customer who owns the book (a paid order item of theirs that is not refunded, as
         *     for `getBookDownload` with `full=true`) gets the file. Fetch it with the `Token` header
         *     and hand the reading engine the bytes (a Blob): no URL gives the file without the token.
         *
         *     The answer is `Cache-Control: private, no-store`: a bought book is not kept in the
         *     browser's HTTP cache, where it would outlive the session on a shared computer; the reader
         *     holds the file in memory while the book is open.
         *
         *     401 for a guest (or a missing, expired or revoked token); 403 (error envelope) when the
         *     customer does not own the book; 404 when no published book has this id.
         */
        get: operations["getReaderBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reader/{productId}/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's saved reading positions in one book and edition, one per device, newest first.
         * @description Works for signed-in customers and for guests (keyed by `deviceId`). The reader finds its
         *     own device's place (`DeviceId`) and can offer a further or later place read on another
         *     device. An empty list when nothing was saved.
         *
         *     400 when the customer may not read this edition: `full` needs the book owned, `sample`
         *     needs the book to have a sample. 404 when no published book has this id.
         */
        get: operations["getReadingPositions"];
        /**
         * Save where the customer is in a book on this device (one position per device and edition).
         * @description Replaces this device's position in this book and edition. The server stamps
         *     `UpdatedOnUtc` with its own clock. Works for guests (keyed by `deviceId`) and signed-in
         *     customers; a customer keeps the newest positions of up to 20 devices per book and edition.
         *
         *     400 when the customer may not read this edition ("You can only keep your place in a book
         *     you own or in a sample."): `full` needs the book owned, `sample` needs the book to have a
         *     sample; and for a body out of its bounds. 404 when no published book has this id.
         */
        put: operations["saveReadingPosition"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reader/{productId}/annotations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's bookmarks and highlights in one book and edition, in reading order.
         * @description Ordered by `TotalProgression`, then by creation. Works for guests (keyed by `deviceId`)
         *     and signed-in customers. 400 when the customer may not read this edition (as for
         *     positions); 404 when no published book has this id.
         */
        get: operations["listAnnotations"];
        put?: never;
        /**
         * Add a bookmark or a highlight (with an optional note) to a book.
         * @description A highlight carries the highlighted `Text` and a `Color` (yellow when null); a bookmark
         *     marks a place (`Text` may carry the start of the page, `Color` is ignored and answered
         *     null). A customer keeps up to 2,000 annotations per book and edition.
         *
         *     400 when the customer may not read this edition ("You can only add bookmarks and
         *     highlights to a book you own or to a sample."), when a highlight has no `Text`, when the
         *     limit is reached, and for a body out of its bounds. 404 when no published book has this
         *     id.
         */
        post: operations["addAnnotation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reader/annotations/{annotationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an annotation's note and colour.
         * @description Replaces `Note` and `Color` (a bookmark's colour stays null). 404 when the annotation
         *     does not exist or is another customer's.
         */
        put: operations["updateAnnotation"];
        post?: never;
        /**
         * Delete an annotation.
         * @description 404 when the annotation does not exist or is another customer's.
         */
        delete: operations["deleteAnnotation"];
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
         * @description A storefront language.
         * @enum {string}
         */
        LanguageCode: "th" | "en";
        /** @description A human-readable note that accompanies a successful answer, or null. */
        Message: string | null;
        /** @description Error or warning messages in the requested language; empty when all went well. */
        ErrorList: string[];
        /** @description An error answer; Data is null or the re-prepared form model. */
        ErrorResponse: {
            /** @description Null, or the form model prepared again for re-display. */
            Data: unknown;
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description A successful answer that carries no payload. */
        EmptyResponse: {
            /** @description Always null. */
            Data: null;
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description One form value; keys are case-insensitive. */
        KeyValue: {
            /** @description The form field's name. */
            Key: string;
            /** @description The form field's value as text. */
            Value: string | null;
        };
        /**
         * @description A request carrying form values (nopCommerce form posts).
         * @example {
         *       "FormValues": [
         *         {
         *           "Key": "shipping_address_id",
         *           "Value": "12"
         *         }
         *       ]
         *     }
         */
        FormValuesRequest: {
            /** @description The posted form fields. */
            FormValues: components["schemas"]["KeyValue"][];
        };
        /** @description Extension properties every upstream model may carry; usually empty. */
        CustomProperties: {
            [key: string]: unknown;
        };
        /** @description An option of a choice list. */
        SelectListItem: {
            /** @description Whether the option cannot be chosen. */
            Disabled: boolean;
            /** @description The option group, if any. */
            Group: null | {
                /** @description Whether the whole group is disabled. */
                Disabled?: boolean;
                /** @description The group's label. */
                Name?: string;
            };
            /** @description Whether the option is selected. */
            Selected: boolean;
            /** @description The label shown. */
            Text: string;
            /** @description The value sent back. */
            Value: string;
        };
        /**
         * @description A picture in the sizes the store shows.
         * @example {
         *       "ImageUrl": "/media/covers/101.png?w=357",
         *       "ThumbImageUrl": "/media/covers/101.png?w=120",
         *       "FullSizeImageUrl": "/media/covers/101.png",
         *       "Title": "ขุนช้างขุนแผน",
         *       "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *     }
         */
        PictureModel: {
            /** @description The default-size image (book covers are 357x510). */
            ImageUrl: string;
            /** @description The thumbnail image. */
            ThumbImageUrl: string | null;
            /** @description The full-size image. */
            FullSizeImageUrl: string | null;
            /** @description The picture's title attribute. */
            Title: string | null;
            /** @description The picture's alternate text. */
            AlternateText: string | null;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description The file format of an e-book.
         * @enum {string}
         */
        FileFormat: "EPUB" | "PDF";
        /** @description A person credited on a book. */
        BookAuthor: {
            /** @description The author's id. */
            Id: number;
            /** @description The author's name in the answer's language. */
            Name: string;
        };
        /** @description The series a book belongs to. */
        BookSeries: {
            /** @description The series id. */
            Id: number;
            /** @description The series name. */
            Name: string;
            /** @description The book's number within the series. */
            Number: number | null;
        };
        /** @description What makes a product an e-book (extension fields beside the nopCommerce model). */
        EbookInfo: {
            /** @description The authors, in credit order. */
            Authors: components["schemas"]["BookAuthor"][];
            /** @description The translators, empty for a book in its original language. */
            Translators: components["schemas"]["BookAuthor"][];
            /** @description The publisher's name (the vendor). */
            PublisherName: string | null;
            /** @description ISBN-13 of the e-book edition. */
            Isbn: string | null;
            Language: components["schemas"]["LanguageCode"];
            /** @description The number of pages of the print-equivalent edition. */
            PageCount: number | null;
            FileFormat: components["schemas"]["FileFormat"];
            /** @description The size of the downloadable file in bytes. */
            FileSizeBytes: number;
            /** @description Whether a free sample can be added to the bookshelf. */
            HasSample: boolean;
            /** @description The series, or null. */
            Series: components["schemas"]["BookSeries"] | null;
        };
        /** @description The price block of a book in a listing. */
        ProductPriceOverview: {
            /** @description The price before discount, formatted (null when not discounted). */
            OldPrice: string | null;
            /** @description The price before discount in baht. */
            OldPriceValue: number | null;
            /** @description The price to pay, formatted in the answer's language (e.g. ฿189.00). */
            Price: string;
            /** @description The price to pay in baht. */
            PriceValue: number;
            /** @description Whether the book cannot be bought now. */
            DisableBuyButton: boolean;
            /** @description Whether the book cannot be wished for. */
            DisableWishlistButton: boolean;
            /** @description Whether the book is on pre-order. */
            AvailableForPreOrder: boolean;
            /**
             * Format: date-time
             * @description When a pre-ordered book becomes available.
             */
            PreOrderAvailabilityStartDateTimeUtc: string | null;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description A book's rating summary. */
        ReviewOverviewModel: {
            /** @description The book's id. */
            ProductId: number;
            /** @description The sum of all ratings (average = RatingSum / TotalReviews). */
            RatingSum: number;
            /** @description The number of approved reviews. */
            TotalReviews: number;
            /** @description Whether the book accepts reviews. */
            AllowCustomerReviews: boolean;
            /** @description Whether the current customer may add a review (bought it, not yet reviewed). */
            CanAddNewReview: boolean;
        };
        /**
         * @description A book as listings show it.
         * @example {
         *       "Id": 101,
         *       "Name": "ขุนช้างขุนแผน",
         *       "ShortDescription": "วรรณคดีเสภาเรื่องเอกของไทย",
         *       "FullDescription": "<p>วรรณคดีเสภาเรื่องเอกของไทย</p>",
         *       "SeName": "khun-chang-khun-phaen",
         *       "Sku": "EB-000101",
         *       "MarkAsNew": false,
         *       "ProductPrice": {
         *         "OldPrice": "฿250.00",
         *         "OldPriceValue": 250,
         *         "Price": "฿189.00",
         *         "PriceValue": 189,
         *         "DisableBuyButton": false,
         *         "DisableWishlistButton": false,
         *         "AvailableForPreOrder": false,
         *         "PreOrderAvailabilityStartDateTimeUtc": null
         *       },
         *       "DefaultPictureModel": {
         *         "ImageUrl": "/media/covers/101.png?w=357",
         *         "ThumbImageUrl": "/media/covers/101.png?w=120",
         *         "FullSizeImageUrl": "/media/covers/101.png",
         *         "Title": "ขุนช้างขุนแผน",
         *         "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *       },
         *       "ReviewOverviewModel": {
         *         "ProductId": 101,
         *         "RatingSum": 27,
         *         "TotalReviews": 6,
         *         "AllowCustomerReviews": true,
         *         "CanAddNewReview": false
         *       },
         *       "Ebook": {
         *         "Authors": [
         *           {
         *             "Id": 7,
         *             "Name": "สุนทรภู่"
         *           }
         *         ],
         *         "Translators": [],
         *         "PublisherName": "สำนักพิมพ์ศิลปากร",
         *         "Isbn": "9786160000101",
         *         "Language": "th",
         *         "PageCount": 412,
         *         "FileFormat": "EPUB",
         *         "FileSizeBytes": 1843200,
         *         "HasSample": true,
         *         "Series": null
         *       }
         *     }
         */
        ProductOverviewModel: {
            /** @description The book's id. */
            Id: number;
            /** @description The title in the answer's language. */
            Name: string;
            /** @description A plain-text summary. */
            ShortDescription: string | null;
            /** @description The description as HTML (sanitise before display). */
            FullDescription: string | null;
            /** @description The URL slug. */
            SeName: string;
            /** @description The stock-keeping unit. */
            Sku: string | null;
            /** @description Whether to show a "new" badge. */
            MarkAsNew: boolean;
            ProductPrice: components["schemas"]["ProductPriceOverview"];
            DefaultPictureModel: components["schemas"]["PictureModel"];
            ReviewOverviewModel: components["schemas"]["ReviewOverviewModel"];
            Ebook: components["schemas"]["EbookInfo"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description A sort order of a listing. 0 position, 5 name A-Z, 6 name Z-A, 10 price low-high, 11 price high-low, 15 newest.
         * @enum {integer}
         */
        SortOption: 0 | 5 | 6 | 10 | 11 | 15;
        /** @description The price range a listing can be filtered by, and the range applied. */
        PriceRangeFilterModel: {
            /** @description Whether price filtering is offered. */
            Enabled: boolean;
            /** @description The applied lower bound in baht. */
            From: number | null;
            /** @description The applied upper bound in baht. */
            To: number | null;
            /** @description The lowest price in the listing. */
            MinPrice: number;
            /** @description The highest price in the listing. */
            MaxPrice: number;
        };
        /** @description One value a listing can be filtered by, with how many books have it. */
        FilterOption: {
            /** @description The value's id (a manufacturer, a specification option). */
            Id: number;
            /** @description The label. */
            Name: string;
            /** @description How many books in the listing have it. */
            ProductCount: number;
            /** @description Whether the filter is applied. */
            Selected: boolean;
        };
        /** @description A specification attribute (format, language, ...) and its options. */
        SpecificationFilterGroup: {
            /** @description The attribute id. */
            Id: number;
            /** @description The attribute's name. */
            Name: string;
            /** @description The options of the attribute. */
            Options: components["schemas"]["FilterOption"][];
        };
        /** @description A page of books with its paging, sort and filter state. */
        CatalogProductsModel: {
            /** @description The page shown (one-based). */
            PageNumber: number;
            /** @description Books per page. */
            PageSize: number;
            /** @description Books in the whole listing. */
            TotalItems: number;
            /** @description Pages in the whole listing. */
            TotalPages: number;
            /** @description One-based index of the first book on this page (0 when empty). */
            FirstItem: number;
            /** @description One-based index of the last book on this page (0 when empty). */
            LastItem: number;
            /** @description Whether a previous page exists. */
            HasPreviousPage: boolean;
            /** @description Whether a next page exists. */
            HasNextPage: boolean;
            /** @description The sort applied. */
            OrderBy: components["schemas"]["SortOption"] | null;
            /** @description The sorts offered, labelled in the answer's language. */
            AvailableSortOptions: components["schemas"]["SelectListItem"][];
            /** @description What to say when the listing is empty. */
            NoResultMessage: string | null;
            PriceRangeFilter: components["schemas"]["PriceRangeFilterModel"];
            /** @description Specification filters offered (file format, language). */
            SpecificationFilter: components["schemas"]["SpecificationFilterGroup"][];
            /** @description Manufacturer (imprint) filters offered. */
            ManufacturerFilter: components["schemas"]["FilterOption"][];
            /** @description The books on this page. */
            Products: components["schemas"]["ProductOverviewModel"][];
        };
        /** @description One step of a category path. */
        CategoryBreadcrumbItem: {
            /** @description The category id. */
            Id: number;
            /** @description The category name. */
            Name: string;
            /** @description The URL slug. */
            SeName: string;
        };
        /**
         * @description Who is signed in, as the store keeps it (login answer and login-info).
         * @example {
         *       "CustomerId": 42,
         *       "Username": "somchai",
         *       "FirstName": "สมชาย",
         *       "LastName": "ใจดี",
         *       "Email": "somchai@example.com",
         *       "IsAdmin": false,
         *       "AdminRedirectUrl": null,
         *       "PublisherRedirectUrl": null,
         *       "PublisherStatus": 0
         *     }
         */
        CustomerInfo: {
            /** @description The customer's id. */
            CustomerId: number;
            /** @description The username, when the store uses usernames. */
            Username: string | null;
            /** @description The first name. */
            FirstName: string | null;
            /** @description The last name. */
            LastName: string | null;
            /**
             * Format: email
             * @description The e-mail address.
             */
            Email: string;
            /** @description Whether the customer has an admin profile. */
            IsAdmin: boolean;
            /** @description Where an admin's own area is (null when not an admin). */
            AdminRedirectUrl: string | null;
            /** @description Where an approved publisher's own area is (null otherwise). */
            PublisherRedirectUrl: string | null;
            PublisherStatus: components["schemas"]["PublisherStatus"];
        };
        /**
         * @description Where the customer stands as a publisher. 0 none (never applied), 10 pending review, 20 approved, 30 rejected.
         * @enum {integer}
         */
        PublisherStatus: 0 | 10 | 20 | 30;
        /**
         * @description What a banner opens. 5 nothing, 10 a book, 20 a category, 30 a manufacturer (imprint), 40 a vendor (publisher), 50 a topic.
         * @enum {integer}
         */
        SliderType: 5 | 10 | 20 | 30 | 40 | 50;
        /** @description One banner of the home slider. */
        SliderItem: {
            /** @description The banner's id. */
            Id: number;
            /** @description The banner image (wide). */
            ImageUrl: string;
            /** @description A narrower image for small screens, or null to use ImageUrl. */
            MobileImageUrl: string | null;
            /** @description The banner's title in the answer's language (for the link's accessible name). */
            Title: string | null;
            /** @description The image's alternate text in the answer's language (never null; may be empty for a decorative banner). */
            AltText: string;
            SliderType: components["schemas"]["SliderType"];
            /** @description The id of what the banner opens (book, category, manufacturer, vendor or topic); 0 when SliderType is 5. */
            EntityId: number;
            /** @description The target's slug; for a topic its system name (the {code} of /topic/{code}); null when SliderType is 5. */
            EntitySeName: string | null;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description The home page slider.
         * @example {
         *       "IsEnabled": true,
         *       "Sliders": [
         *         {
         *           "Id": 1,
         *           "ImageUrl": "/media/sliders/1.jpg",
         *           "MobileImageUrl": "/media/sliders/1-m.jpg",
         *           "Title": "ลดราคาวรรณคดีไทย 30%",
         *           "AltText": "ภาพปกวรรณคดีไทยพร้อมข้อความลดราคา 30%",
         *           "SliderType": 20,
         *           "EntityId": 4,
         *           "EntitySeName": "thai-literature"
         *         },
         *         {
         *           "Id": 2,
         *           "ImageUrl": "/media/sliders/2.jpg",
         *           "MobileImageUrl": null,
         *           "Title": "ขุนช้างขุนแผน ฉบับสมบูรณ์",
         *           "AltText": "ปกหนังสือ ขุนช้างขุนแผน",
         *           "SliderType": 10,
         *           "EntityId": 101,
         *           "EntitySeName": "khun-chang-khun-phaen"
         *         }
         *       ]
         *     }
         */
        SliderModel: {
            /** @description Whether the slider is shown at all. */
            IsEnabled: boolean;
            /** @description The banners in display order (empty when disabled). */
            Sliders: components["schemas"]["SliderItem"][];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description A subcategory as a parent category shows it. */
        SubCategoryModel: {
            /** @description The subcategory's id. */
            Id: number;
            /** @description The name in the answer's language. */
            Name: string;
            /** @description The URL slug. */
            SeName: string;
            PictureModel: components["schemas"]["PictureModel"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description A home page category with its subcategories and a row of books.
         * @example {
         *       "Id": 4,
         *       "Name": "วรรณคดีไทย",
         *       "SeName": "thai-literature",
         *       "SubCategories": [
         *         {
         *           "Id": 9,
         *           "Name": "เสภา",
         *           "SeName": "sepha",
         *           "PictureModel": {
         *             "ImageUrl": "/media/categories/9.png?w=200",
         *             "ThumbImageUrl": "/media/categories/9.png?w=80",
         *             "FullSizeImageUrl": "/media/categories/9.png",
         *             "Title": "เสภา",
         *             "AlternateText": "หมวดหมู่ เสภา"
         *           }
         *         }
         *       ],
         *       "Products": [
         *         {
         *           "Id": 101,
         *           "Name": "ขุนช้างขุนแผน",
         *           "ShortDescription": "วรรณคดีเสภาเรื่องเอกของไทย",
         *           "FullDescription": "<p>วรรณคดีเสภาเรื่องเอกของไทย</p>",
         *           "SeName": "khun-chang-khun-phaen",
         *           "Sku": "EB-000101",
         *           "MarkAsNew": false,
         *           "ProductPrice": {
         *             "OldPrice": "฿250.00",
         *             "OldPriceValue": 250,
         *             "Price": "฿189.00",
         *             "PriceValue": 189,
         *             "DisableBuyButton": false,
         *             "DisableWishlistButton": false,
         *             "AvailableForPreOrder": false,
         *             "PreOrderAvailabilityStartDateTimeUtc": null
         *           },
         *           "DefaultPictureModel": {
         *             "ImageUrl": "/media/covers/101.png?w=357",
         *             "ThumbImageUrl": "/media/covers/101.png?w=120",
         *             "FullSizeImageUrl": "/media/covers/101.png",
         *             "Title": "ขุนช้างขุนแผน",
         *             "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *           },
         *           "ReviewOverviewModel": {
         *             "ProductId": 101,
         *             "RatingSum": 27,
         *             "TotalReviews": 6,
         *             "AllowCustomerReviews": true,
         *             "CanAddNewReview": false
         *           },
         *           "Ebook": {
         *             "Authors": [
         *               {
         *                 "Id": 7,
         *                 "Name": "สุนทรภู่"
         *               }
         *             ],
         *             "Translators": [],
         *             "PublisherName": "สำนักพิมพ์ศิลปากร",
         *             "Isbn": "9786160000101",
         *             "Language": "th",
         *             "PageCount": 412,
         *             "FileFormat": "EPUB",
         *             "FileSizeBytes": 1843200,
         *             "HasSample": true,
         *             "Series": null
         *           }
         *         }
         *       ]
         *     }
         */
        HomeCategoryWithProducts: {
            /** @description The category's id. */
            Id: number;
            /** @description The name in the answer's language. */
            Name: string;
            /** @description The URL slug. */
            SeName: string;
            /** @description The published subcategories in display order. */
            SubCategories: components["schemas"]["SubCategoryModel"][];
            /** @description Up to 12 books of the category (and its subcategories). */
            Products: components["schemas"]["ProductOverviewModel"][];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description A node of the category tree (recursive).
         * @example {
         *       "CategoryId": 4,
         *       "Name": "วรรณคดีไทย",
         *       "SeName": "thai-literature",
         *       "IconUrl": "/media/icons/thai-literature.svg",
         *       "NumberOfProducts": 58,
         *       "SubCategories": [
         *         {
         *           "CategoryId": 9,
         *           "Name": "เสภา",
         *           "SeName": "sepha",
         *           "IconUrl": null,
         *           "NumberOfProducts": 12,
         *           "SubCategories": []
         *         }
         *       ]
         *     }
         */
        CategoryTreeItem: {
            /** @description The category's id. */
            CategoryId: number;
            /** @description The name in the answer's language. */
            Name: string;
            /** @description The URL slug. */
            SeName: string;
            /** @description The menu icon, or null. */
            IconUrl: string | null;
            /** @description Published books in the category and its subcategories, or null when the store hides counts. */
            NumberOfProducts: number | null;
            /** @description The child categories in display order (empty for a leaf). */
            SubCategories: components["schemas"]["CategoryTreeItem"][];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description The ids of the recently viewed books, newest first.
         * @example {
         *       "ProductIds": [
         *         101,
         *         87,
         *         230
         *       ]
         *     }
         */
        RecentViewModel: {
            /** @description Book ids in the order to answer them; empty to get the views the server recorded. */
            ProductIds: number[];
        };
        /** @description The recent-view request. */
        RecentViewRequest: {
            Data: components["schemas"]["RecentViewModel"];
        };
        /**
         * @description A category page.
         * @example {
         *       "Id": 4,
         *       "Name": "วรรณคดีไทย",
         *       "Description": "<p>วรรณคดีไทยฉบับอีบุ๊ก</p>",
         *       "MetaKeywords": "วรรณคดี, อีบุ๊ก",
         *       "MetaDescription": "วรรณคดีไทยฉบับอีบุ๊ก อ่านได้ทุกที่",
         *       "MetaTitle": null,
         *       "SeName": "thai-literature",
         *       "PictureModel": {
         *         "ImageUrl": "/media/categories/4.png?w=200",
         *         "ThumbImageUrl": "/media/categories/4.png?w=80",
         *         "FullSizeImageUrl": "/media/categories/4.png",
         *         "Title": "วรรณคดีไทย",
         *         "AlternateText": "หมวดหมู่ วรรณคดีไทย"
         *       },
         *       "CategoryBreadcrumb": [
         *         {
         *           "Id": 4,
         *           "Name": "วรรณคดีไทย",
         *           "SeName": "thai-literature"
         *         }
         *       ],
         *       "SubCategories": [],
         *       "CatalogProductsModel": {
         *         "PageNumber": 1,
         *         "PageSize": 12,
         *         "TotalItems": 1,
         *         "TotalPages": 1,
         *         "FirstItem": 1,
         *         "LastItem": 1,
         *         "HasPreviousPage": false,
         *         "HasNextPage": false,
         *         "OrderBy": 0,
         *         "AvailableSortOptions": [
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": true,
         *             "Text": "ตำแหน่ง",
         *             "Value": "0"
         *           },
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": false,
         *             "Text": "ราคา ต่ำ - สูง",
         *             "Value": "10"
         *           }
         *         ],
         *         "NoResultMessage": null,
         *         "PriceRangeFilter": {
         *           "Enabled": true,
         *           "From": null,
         *           "To": null,
         *           "MinPrice": 189,
         *           "MaxPrice": 189
         *         },
         *         "SpecificationFilter": [
         *           {
         *             "Id": 1,
         *             "Name": "รูปแบบไฟล์",
         *             "Options": [
         *               {
         *                 "Id": 11,
         *                 "Name": "EPUB",
         *                 "ProductCount": 1,
         *                 "Selected": false
         *               }
         *             ]
         *           }
         *         ],
         *         "ManufacturerFilter": [],
         *         "Products": [
         *           {
         *             "Id": 101,
         *             "Name": "ขุนช้างขุนแผน",
         *             "ShortDescription": "วรรณคดีเสภาเรื่องเอกของไทย",
         *             "FullDescription": "<p>วรรณคดีเสภาเรื่องเอกของไทย</p>",
         *             "SeName": "khun-chang-khun-phaen",
         *             "Sku": "EB-000101",
         *             "MarkAsNew": false,
         *             "ProductPrice": {
         *               "OldPrice": "฿250.00",
         *               "OldPriceValue": 250,
         *               "Price": "฿189.00",
         *               "PriceValue": 189,
         *               "DisableBuyButton": false,
         *               "DisableWishlistButton": false,
         *               "AvailableForPreOrder": false,
         *               "PreOrderAvailabilityStartDateTimeUtc": null
         *             },
         *             "DefaultPictureModel": {
         *               "ImageUrl": "/media/covers/101.png?w=357",
         *               "ThumbImageUrl": "/media/covers/101.png?w=120",
         *               "FullSizeImageUrl": "/media/covers/101.png",
         *               "Title": "ขุนช้างขุนแผน",
         *               "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *             },
         *             "ReviewOverviewModel": {
         *               "ProductId": 101,
         *               "RatingSum": 27,
         *               "TotalReviews": 6,
         *               "AllowCustomerReviews": true,
         *               "CanAddNewReview": false
         *             },
         *             "Ebook": {
         *               "Authors": [
         *                 {
         *                   "Id": 7,
         *                   "Name": "สุนทรภู่"
         *                 }
         *               ],
         *               "Translators": [],
         *               "PublisherName": "สำนักพิมพ์ศิลปากร",
         *               "Isbn": "9786160000101",
         *               "Language": "th",
         *               "PageCount": 412,
         *               "FileFormat": "EPUB",
         *               "FileSizeBytes": 1843200,
         *               "HasSample": true,
         *               "Series": null
         *             }
         *           }
         *         ]
         *       }
         *     }
         */
        CategoryModel: {
            /** @description The category's id. */
            Id: number;
            /** @description The name in the answer's language. */
            Name: string;
            /** @description The description as HTML (sanitise before display). */
            Description: string | null;
            /** @description The page's meta keywords. */
            MetaKeywords: string | null;
            /** @description The page's meta description. */
            MetaDescription: string | null;
            /** @description The page's title (falls back to Name when null). */
            MetaTitle: string | null;
            /** @description The URL slug. */
            SeName: string;
            PictureModel: components["schemas"]["PictureModel"];
            /** @description The path from the top category down to this one (this one last). */
            CategoryBreadcrumb: components["schemas"]["CategoryBreadcrumbItem"][];
            /** @description The published subcategories in display order. */
            SubCategories: components["schemas"]["SubCategoryModel"][];
            CatalogProductsModel: components["schemas"]["CatalogProductsModel"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description A manufacturer (imprint) page.
         * @example {
         *       "Id": 3,
         *       "Name": "ศิลปากรคลาสสิก",
         *       "Description": null,
         *       "MetaKeywords": null,
         *       "MetaDescription": null,
         *       "MetaTitle": null,
         *       "SeName": "silpakorn-classic",
         *       "PictureModel": {
         *         "ImageUrl": "/media/manufacturers/3.png?w=200",
         *         "ThumbImageUrl": "/media/manufacturers/3.png?w=80",
         *         "FullSizeImageUrl": "/media/manufacturers/3.png",
         *         "Title": "ศิลปากรคลาสสิก",
         *         "AlternateText": "โลโก้ ศิลปากรคลาสสิก"
         *       },
         *       "CatalogProductsModel": {
         *         "PageNumber": 1,
         *         "PageSize": 12,
         *         "TotalItems": 1,
         *         "TotalPages": 1,
         *         "FirstItem": 1,
         *         "LastItem": 1,
         *         "HasPreviousPage": false,
         *         "HasNextPage": false,
         *         "OrderBy": 0,
         *         "AvailableSortOptions": [
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": true,
         *             "Text": "ตำแหน่ง",
         *             "Value": "0"
         *           },
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": false,
         *             "Text": "ราคา ต่ำ - สูง",
         *             "Value": "10"
         *           }
         *         ],
         *         "NoResultMessage": null,
         *         "PriceRangeFilter": {
         *           "Enabled": true,
         *           "From": null,
         *           "To": null,
         *           "MinPrice": 189,
         *           "MaxPrice": 189
         *         },
         *         "SpecificationFilter": [
         *           {
         *             "Id": 1,
         *             "Name": "รูปแบบไฟล์",
         *             "Options": [
         *               {
         *                 "Id": 11,
         *                 "Name": "EPUB",
         *                 "ProductCount": 1,
         *                 "Selected": false
         *               }
         *             ]
         *           }
         *         ],
         *         "ManufacturerFilter": [],
         *         "Products": [
         *           {
         *             "Id": 101,
         *             "Name": "ขุนช้างขุนแผน",
         *             "ShortDescription": "วรรณคดีเสภาเรื่องเอกของไทย",
         *             "FullDescription": "<p>วรรณคดีเสภาเรื่องเอกของไทย</p>",
         *             "SeName": "khun-chang-khun-phaen",
         *             "Sku": "EB-000101",
         *             "MarkAsNew": false,
         *             "ProductPrice": {
         *               "OldPrice": "฿250.00",
         *               "OldPriceValue": 250,
         *               "Price": "฿189.00",
         *               "PriceValue": 189,
         *               "DisableBuyButton": false,
         *               "DisableWishlistButton": false,
         *               "AvailableForPreOrder": false,
         *               "PreOrderAvailabilityStartDateTimeUtc": null
         *             },
         *             "DefaultPictureModel": {
         *               "ImageUrl": "/media/covers/101.png?w=357",
         *               "ThumbImageUrl": "/media/covers/101.png?w=120",
         *               "FullSizeImageUrl": "/media/covers/101.png",
         *               "Title": "ขุนช้างขุนแผน",
         *               "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *             },
         *             "ReviewOverviewModel": {
         *               "ProductId": 101,
         *               "RatingSum": 27,
         *               "TotalReviews": 6,
         *               "AllowCustomerReviews": true,
         *               "CanAddNewReview": false
         *             },
         *             "Ebook": {
         *               "Authors": [
         *                 {
         *                   "Id": 7,
         *                   "Name": "สุนทรภู่"
         *                 }
         *               ],
         *               "Translators": [],
         *               "PublisherName": "สำนักพิมพ์ศิลปากร",
         *               "Isbn": "9786160000101",
         *               "Language": "th",
         *               "PageCount": 412,
         *               "FileFormat": "EPUB",
         *               "FileSizeBytes": 1843200,
         *               "HasSample": true,
         *               "Series": null
         *             }
         *           }
         *         ]
         *       }
         *     }
         */
        ManufacturerModel: {
            /** @description The manufacturer's id. */
            Id: number;
            /** @description The name in the answer's language. */
            Name: string;
            /** @description The description as HTML (sanitise before display). */
            Description: string | null;
            /** @description The page's meta keywords. */
            MetaKeywords: string | null;
            /** @description The page's meta description. */
            MetaDescription: string | null;
            /** @description The page's title (falls back to Name when null). */
            MetaTitle: string | null;
            /** @description The URL slug. */
            SeName: string;
            PictureModel: components["schemas"]["PictureModel"];
            CatalogProductsModel: components["schemas"]["CatalogProductsModel"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description A publisher (vendor) page.
         * @example {
         *       "Id": 2,
         *       "Name": "สำนักพิมพ์ศิลปากร",
         *       "Description": "<p>สำนักพิมพ์วรรณคดีไทย</p>",
         *       "MetaKeywords": null,
         *       "MetaDescription": null,
         *       "MetaTitle": null,
         *       "SeName": "silpakorn-press",
         *       "PictureModel": {
         *         "ImageUrl": "/media/vendors/2.png?w=200",
         *         "ThumbImageUrl": "/media/vendors/2.png?w=80",
         *         "FullSizeImageUrl": "/media/vendors/2.png",
         *         "Title": "สำนักพิมพ์ศิลปากร",
         *         "AlternateText": "โลโก้ สำนักพิมพ์ศิลปากร"
         *       },
         *       "AllowCustomersToContactVendors": true,
         *       "CatalogProductsModel": {
         *         "PageNumber": 1,
         *         "PageSize": 12,
         *         "TotalItems": 1,
         *         "TotalPages": 1,
         *         "FirstItem": 1,
         *         "LastItem": 1,
         *         "HasPreviousPage": false,
         *         "HasNextPage": false,
         *         "OrderBy": 0,
         *         "AvailableSortOptions": [
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": true,
         *             "Text": "ตำแหน่ง",
         *             "Value": "0"
         *           },
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": false,
         *             "Text": "ราคา ต่ำ - สูง",
         *             "Value": "10"
         *           }
         *         ],
         *         "NoResultMessage": null,
         *         "PriceRangeFilter": {
         *           "Enabled": true,
         *           "From": null,
         *           "To": null,
         *           "MinPrice": 189,
         *           "MaxPrice": 189
         *         },
         *         "SpecificationFilter": [
         *           {
         *             "Id": 1,
         *             "Name": "รูปแบบไฟล์",
         *             "Options": [
         *               {
         *                 "Id": 11,
         *                 "Name": "EPUB",
         *                 "ProductCount": 1,
         *                 "Selected": false
         *               }
         *             ]
         *           }
         *         ],
         *         "ManufacturerFilter": [],
         *         "Products": [
         *           {
         *             "Id": 101,
         *             "Name": "ขุนช้างขุนแผน",
         *             "ShortDescription": "วรรณคดีเสภาเรื่องเอกของไทย",
         *             "FullDescription": "<p>วรรณคดีเสภาเรื่องเอกของไทย</p>",
         *             "SeName": "khun-chang-khun-phaen",
         *             "Sku": "EB-000101",
         *             "MarkAsNew": false,
         *             "ProductPrice": {
         *               "OldPrice": "฿250.00",
         *               "OldPriceValue": 250,
         *               "Price": "฿189.00",
         *               "PriceValue": 189,
         *               "DisableBuyButton": false,
         *               "DisableWishlistButton": false,
         *               "AvailableForPreOrder": false,
         *               "PreOrderAvailabilityStartDateTimeUtc": null
         *             },
         *             "DefaultPictureModel": {
         *               "ImageUrl": "/media/covers/101.png?w=357",
         *               "ThumbImageUrl": "/media/covers/101.png?w=120",
         *               "FullSizeImageUrl": "/media/covers/101.png",
         *               "Title": "ขุนช้างขุนแผน",
         *               "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *             },
         *             "ReviewOverviewModel": {
         *               "ProductId": 101,
         *               "RatingSum": 27,
         *               "TotalReviews": 6,
         *               "AllowCustomerReviews": true,
         *               "CanAddNewReview": false
         *             },
         *             "Ebook": {
         *               "Authors": [
         *                 {
         *                   "Id": 7,
         *                   "Name": "สุนทรภู่"
         *                 }
         *               ],
         *               "Translators": [],
         *               "PublisherName": "สำนักพิมพ์ศิลปากร",
         *               "Isbn": "9786160000101",
         *               "Language": "th",
         *               "PageCount": 412,
         *               "FileFormat": "EPUB",
         *               "FileSizeBytes": 1843200,
         *               "HasSample": true,
         *               "Series": null
         *             }
         *           }
         *         ]
         *       }
         *     }
         */
        VendorModel: {
            /** @description The vendor's id. */
            Id: number;
            /** @description The publisher's name in the answer's language. */
            Name: string;
            /** @description The description as HTML (sanitise before display). */
            Description: string | null;
            /** @description The page's meta keywords. */
            MetaKeywords: string | null;
            /** @description The page's meta description. */
            MetaDescription: string | null;
            /** @description The page's title (falls back to Name when null). */
            MetaTitle: string | null;
            /** @description The URL slug. */
            SeName: string;
            PictureModel: components["schemas"]["PictureModel"];
            /** @description Whether customers may contact this publisher (shows the contact link). */
            AllowCustomersToContactVendors: boolean;
            CatalogProductsModel: components["schemas"]["CatalogProductsModel"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description The books carrying a product tag.
         * @example {
         *       "Id": 15,
         *       "TagName": "วรรณคดีมรดก",
         *       "TagSeName": "heritage-literature",
         *       "CatalogProductsModel": {
         *         "PageNumber": 1,
         *         "PageSize": 12,
         *         "TotalItems": 1,
         *         "TotalPages": 1,
         *         "FirstItem": 1,
         *         "LastItem": 1,
         *         "HasPreviousPage": false,
         *         "HasNextPage": false,
         *         "OrderBy": 0,
         *         "AvailableSortOptions": [
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": true,
         *             "Text": "ตำแหน่ง",
         *             "Value": "0"
         *           },
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": false,
         *             "Text": "ราคา ต่ำ - สูง",
         *             "Value": "10"
         *           }
         *         ],
         *         "NoResultMessage": null,
         *         "PriceRangeFilter": {
         *           "Enabled": true,
         *           "From": null,
         *           "To": null,
         *           "MinPrice": 189,
         *           "MaxPrice": 189
         *         },
         *         "SpecificationFilter": [
         *           {
         *             "Id": 1,
         *             "Name": "รูปแบบไฟล์",
         *             "Options": [
         *               {
         *                 "Id": 11,
         *                 "Name": "EPUB",
         *                 "ProductCount": 1,
         *                 "Selected": false
         *               }
         *             ]
         *           }
         *         ],
         *         "ManufacturerFilter": [],
         *         "Products": [
         *           {
         *             "Id": 101,
         *             "Name": "ขุนช้างขุนแผน",
         *             "ShortDescription": "วรรณคดีเสภาเรื่องเอกของไทย",
         *             "FullDescription": "<p>วรรณคดีเสภาเรื่องเอกของไทย</p>",
         *             "SeName": "khun-chang-khun-phaen",
         *             "Sku": "EB-000101",
         *             "MarkAsNew": false,
         *             "ProductPrice": {
         *               "OldPrice": "฿250.00",
         *               "OldPriceValue": 250,
         *               "Price": "฿189.00",
         *               "PriceValue": 189,
         *               "DisableBuyButton": false,
         *               "DisableWishlistButton": false,
         *               "AvailableForPreOrder": false,
         *               "PreOrderAvailabilityStartDateTimeUtc": null
         *             },
         *             "DefaultPictureModel": {
         *               "ImageUrl": "/media/covers/101.png?w=357",
         *               "ThumbImageUrl": "/media/covers/101.png?w=120",
         *               "FullSizeImageUrl": "/media/covers/101.png",
         *               "Title": "ขุนช้างขุนแผน",
         *               "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *             },
         *             "ReviewOverviewModel": {
         *               "ProductId": 101,
         *               "RatingSum": 27,
         *               "TotalReviews": 6,
         *               "AllowCustomerReviews": true,
         *               "CanAddNewReview": false
         *             },
         *             "Ebook": {
         *               "Authors": [
         *                 {
         *                   "Id": 7,
         *                   "Name": "สุนทรภู่"
         *                 }
         *               ],
         *               "Translators": [],
         *               "PublisherName": "สำนักพิมพ์ศิลปากร",
         *               "Isbn": "9786160000101",
         *               "Language": "th",
         *               "PageCount": 412,
         *               "FileFormat": "EPUB",
         *               "FileSizeBytes": 1843200,
         *               "HasSample": true,
         *               "Series": null
         *             }
         *           }
         *         ]
         *       }
         *     }
         */
        ProductsByTagModel: {
            /** @description The tag's id. */
            Id: number;
            /** @description The tag in the answer's language. */
            TagName: string;
            /** @description The tag's URL slug. */
            TagSeName: string;
            CatalogProductsModel: components["schemas"]["CatalogProductsModel"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description A titled list of books (new books, best-sellers).
         * @example {
         *       "Title": "หนังสือขายดี",
         *       "CatalogProductsModel": {
         *         "PageNumber": 1,
         *         "PageSize": 12,
         *         "TotalItems": 1,
         *         "TotalPages": 1,
         *         "FirstItem": 1,
         *         "LastItem": 1,
         *         "HasPreviousPage": false,
         *         "HasNextPage": false,
         *         "OrderBy": 0,
         *         "AvailableSortOptions": [
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": true,
         *             "Text": "ตำแหน่ง",
         *             "Value": "0"
         *           },
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": false,
         *             "Text": "ราคา ต่ำ - สูง",
         *             "Value": "10"
         *           }
         *         ],
         *         "NoResultMessage": null,
         *         "PriceRangeFilter": {
         *           "Enabled": true,
         *           "From": null,
         *           "To": null,
         *           "MinPrice": 189,
         *           "MaxPrice": 189
         *         },
         *         "SpecificationFilter": [
         *           {
         *             "Id": 1,
         *             "Name": "รูปแบบไฟล์",
         *             "Options": [
         *               {
         *                 "Id": 11,
         *                 "Name": "EPUB",
         *                 "ProductCount": 1,
         *                 "Selected": false
         *               }
         *             ]
         *           }
         *         ],
         *         "ManufacturerFilter": [],
         *         "Products": [
         *           {
         *             "Id": 101,
         *             "Name": "ขุนช้างขุนแผน",
         *             "ShortDescription": "วรรณคดีเสภาเรื่องเอกของไทย",
         *             "FullDescription": "<p>วรรณคดีเสภาเรื่องเอกของไทย</p>",
         *             "SeName": "khun-chang-khun-phaen",
         *             "Sku": "EB-000101",
         *             "MarkAsNew": false,
         *             "ProductPrice": {
         *               "OldPrice": "฿250.00",
         *               "OldPriceValue": 250,
         *               "Price": "฿189.00",
         *               "PriceValue": 189,
         *               "DisableBuyButton": false,
         *               "DisableWishlistButton": false,
         *               "AvailableForPreOrder": false,
         *               "PreOrderAvailabilityStartDateTimeUtc": null
         *             },
         *             "DefaultPictureModel": {
         *               "ImageUrl": "/media/covers/101.png?w=357",
         *               "ThumbImageUrl": "/media/covers/101.png?w=120",
         *               "FullSizeImageUrl": "/media/covers/101.png",
         *               "Title": "ขุนช้างขุนแผน",
         *               "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *             },
         *             "ReviewOverviewModel": {
         *               "ProductId": 101,
         *               "RatingSum": 27,
         *               "TotalReviews": 6,
         *               "AllowCustomerReviews": true,
         *               "CanAddNewReview": false
         *             },
         *             "Ebook": {
         *               "Authors": [
         *                 {
         *                   "Id": 7,
         *                   "Name": "สุนทรภู่"
         *                 }
         *               ],
         *               "Translators": [],
         *               "PublisherName": "สำนักพิมพ์ศิลปากร",
         *               "Isbn": "9786160000101",
         *               "Language": "th",
         *               "PageCount": 412,
         *               "FileFormat": "EPUB",
         *               "FileSizeBytes": 1843200,
         *               "HasSample": true,
         *               "Series": null
         *             }
         *           }
         *         ]
         *       }
         *     }
         */
        ProductListModel: {
            /** @description The list's title in the answer's language (e.g. หนังสือใหม่, หนังสือขายดี). */
            Title: string;
            CatalogProductsModel: components["schemas"]["CatalogProductsModel"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description The search parameters (the Data of a search request), with the upstream lowercase names.
         *     Only `q` is required.
         * @example {
         *       "q": "ขุนแผน",
         *       "cid": 4,
         *       "isc": true,
         *       "mid": 0,
         *       "vid": 0,
         *       "advs": true,
         *       "sid": false,
         *       "pf": 100,
         *       "pt": 300,
         *       "specs": [],
         *       "orderby": 0,
         *       "pagenumber": 1,
         *       "pagesize": 12
         *     }
         */
        SearchQuery: {
            /** @description The search term (trimmed; matched as a substring of title, authors, translators, publisher, ISBN, SKU). */
            q: string;
            /**
             * @description Only books of this category (advanced search); 0 for all.
             * @default 0
             */
            cid?: number;
            /**
             * @description Also books of cid's subcategories (advanced search).
             * @default false
             */
            isc?: boolean;
            /**
             * @description Only books of this manufacturer (imprint) (advanced search); 0 for all.
             * @default 0
             */
            mid?: number;
            /**
             * @description Only books of this vendor (publisher) (advanced search); 0 for all.
             * @default 0
             */
            vid?: number;
            /**
             * @description Whether this is an advanced search (cid, isc, mid, vid, sid, pf, pt apply only then).
             * @default false
             */
            advs?: boolean;
            /**
             * @description Also match the short and full descriptions (advanced search).
             * @default false
             */
            sid?: boolean;
            /**
             * @description The lowest price to pay in baht (advanced search), or null.
             * @default null
             */
            pf?: number | null;
            /**
             * @description The highest price to pay in baht (advanced search), or null.
             * @default null
             */
            pt?: number | null;
            /**
             * @description Specification option ids to filter by (from the answer's SpecificationFilter).
             * @default []
             */
            specs?: number[];
            orderby?: components["schemas"]["SortOption"];
            /**
             * @description One-based page number.
             * @default 1
             */
            pagenumber?: number;
            /**
             * @description Books per page.
             * @default 12
             */
            pagesize?: number;
        };
        /** @description The search request; every parameter is in Data. */
        SearchRequest: {
            Data: components["schemas"]["SearchQuery"];
        };
        /**
         * @description A search answer; the parameters as applied, and a page of matching books.
         * @example {
         *       "q": "ขุนแผน",
         *       "cid": 4,
         *       "isc": true,
         *       "mid": 0,
         *       "vid": 0,
         *       "advs": true,
         *       "sid": false,
         *       "pf": 100,
         *       "pt": 300,
         *       "Warning": null,
         *       "NoResults": false,
         *       "CatalogProductsModel": {
         *         "PageNumber": 1,
         *         "PageSize": 12,
         *         "TotalItems": 1,
         *         "TotalPages": 1,
         *         "FirstItem": 1,
         *         "LastItem": 1,
         *         "HasPreviousPage": false,
         *         "HasNextPage": false,
         *         "OrderBy": 0,
         *         "AvailableSortOptions": [
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": true,
         *             "Text": "ตำแหน่ง",
         *             "Value": "0"
         *           },
         *           {
         *             "Disabled": false,
         *             "Group": null,
         *             "Selected": false,
         *             "Text": "ราคา ต่ำ - สูง",
         *             "Value": "10"
         *           }
         *         ],
         *         "NoResultMessage": null,
         *         "PriceRangeFilter": {
         *           "Enabled": true,
         *           "From": null,
         *           "To": null,
         *           "MinPrice": 189,
         *           "MaxPrice": 189
         *         },
         *         "SpecificationFilter": [
         *           {
         *             "Id": 1,
         *             "Name": "รูปแบบไฟล์",
         *             "Options": [
         *               {
         *                 "Id": 11,
         *                 "Name": "EPUB",
         *                 "ProductCount": 1,
         *                 "Selected": false
         *               }
         *             ]
         *           }
         *         ],
         *         "ManufacturerFilter": [],
         *         "Products": [
         *           {
         *             "Id": 101,
         *             "Name": "ขุนช้างขุนแผน",
         *             "ShortDescription": "วรรณคดีเสภาเรื่องเอกของไทย",
         *             "FullDescription": "<p>วรรณคดีเสภาเรื่องเอกของไทย</p>",
         *             "SeName": "khun-chang-khun-phaen",
         *             "Sku": "EB-000101",
         *             "MarkAsNew": false,
         *             "ProductPrice": {
         *               "OldPrice": "฿250.00",
         *               "OldPriceValue": 250,
         *               "Price": "฿189.00",
         *               "PriceValue": 189,
         *               "DisableBuyButton": false,
         *               "DisableWishlistButton": false,
         *               "AvailableForPreOrder": false,
         *               "PreOrderAvailabilityStartDateTimeUtc": null
         *             },
         *             "DefaultPictureModel": {
         *               "ImageUrl": "/media/covers/101.png?w=357",
         *               "ThumbImageUrl": "/media/covers/101.png?w=120",
         *               "FullSizeImageUrl": "/media/covers/101.png",
         *               "Title": "ขุนช้างขุนแผน",
         *               "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *             },
         *             "ReviewOverviewModel": {
         *               "ProductId": 101,
         *               "RatingSum": 27,
         *               "TotalReviews": 6,
         *               "AllowCustomerReviews": true,
         *               "CanAddNewReview": false
         *             },
         *             "Ebook": {
         *               "Authors": [
         *                 {
         *                   "Id": 7,
         *                   "Name": "สุนทรภู่"
         *                 }
         *               ],
         *               "Translators": [],
         *               "PublisherName": "สำนักพิมพ์ศิลปากร",
         *               "Isbn": "9786160000101",
         *               "Language": "th",
         *               "PageCount": 412,
         *               "FileFormat": "EPUB",
         *               "FileSizeBytes": 1843200,
         *               "HasSample": true,
         *               "Series": null
         *             }
         *           }
         *         ]
         *       }
         *     }
         */
        SearchModel: {
            /** @description The search term as applied (trimmed). */
            q: string;
            /** @description The category searched in; 0 for all. */
            cid: number;
            /** @description Whether subcategories were included. */
            isc: boolean;
            /** @description The manufacturer searched in; 0 for all. */
            mid: number;
            /** @description The vendor searched in; 0 for all. */
            vid: number;
            /** @description Whether the advanced criteria were applied. */
            advs: boolean;
            /** @description Whether descriptions were searched. */
            sid: boolean;
            /** @description The lowest price applied in baht, or null. */
            pf: number | null;
            /** @description The highest price applied in baht, or null. */
            pt: number | null;
            /** @description A note about the search (e.g. a criterion that was ignored), or null. */
            Warning: string | null;
            /** @description Whether nothing matched. */
            NoResults: boolean;
            CatalogProductsModel: components["schemas"]["CatalogProductsModel"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description A search-box suggestion (field names lowercase, as upstream).
         * @example {
         *       "label": "ขุนช้างขุนแผน",
         *       "productid": 101,
         *       "producturl": "/book-detail/101",
         *       "productpictureurl": "/media/covers/101.png?w=120",
         *       "authors": "สุนทรภู่"
         *     }
         */
        AutocompleteItem: {
            /** @description The book's title in the answer's language. */
            label: string;
            /** @description The book's id. */
            productid: number;
            /** @description The store path of the book page in the answer's language (/book-detail/{id}, /en/book-detail/{id}). */
            producturl: string;
            /** @description A small cover image, or null. */
            productpictureurl: string | null;
            /** @description The author names joined with ", ", or null when none. */
            authors: string | null;
        };
        /**
         * @description The choices of the advanced search form.
         * @example {
         *       "SearchTermMinimumLength": 1,
         *       "AvailableCategories": [
         *         {
         *           "Disabled": false,
         *           "Group": null,
         *           "Selected": true,
         *           "Text": "ทั้งหมด",
         *           "Value": "0"
         *         },
         *         {
         *           "Disabled": false,
         *           "Group": null,
         *           "Selected": false,
         *           "Text": "วรรณคดีไทย",
         *           "Value": "4"
         *         },
         *         {
         *           "Disabled": false,
         *           "Group": null,
         *           "Selected": false,
         *           "Text": "วรรณคดีไทย >> เสภา",
         *           "Value": "9"
         *         }
         *       ],
         *       "AvailableManufacturers": [
         *         {
         *           "Disabled": false,
         *           "Group": null,
         *           "Selected": true,
         *           "Text": "ทั้งหมด",
         *           "Value": "0"
         *         }
         *       ],
         *       "AvailableVendors": [
         *         {
         *           "Disabled": false,
         *           "Group": null,
         *           "Selected": true,
         *           "Text": "ทั้งหมด",
         *           "Value": "0"
         *         },
         *         {
         *           "Disabled": false,
         *           "Group": null,
         *           "Selected": false,
         *           "Text": "สำนักพิมพ์ศิลปากร",
         *           "Value": "2"
         *         }
         *       ],
         *       "MinPrice": 0,
         *       "MaxPrice": 1290,
         *       "AvailableSortOptions": [
         *         {
         *           "Disabled": false,
         *           "Group": null,
         *           "Selected": true,
         *           "Text": "ตำแหน่ง",
         *           "Value": "0"
         *         },
         *         {
         *           "Disabled": false,
         *           "Group": null,
         *           "Selected": false,
         *           "Text": "ใหม่ล่าสุด",
         *           "Value": "15"
         *         }
         *       ],
         *       "SpecificationFilter": [
         *         {
         *           "Id": 2,
         *           "Name": "ภาษา",
         *           "Options": [
         *             {
         *               "Id": 21,
         *               "Name": "ไทย",
         *               "ProductCount": 840,
         *               "Selected": false
         *             },
         *             {
         *               "Id": 22,
         *               "Name": "อังกฤษ",
         *               "ProductCount": 120,
         *               "Selected": false
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        SearchCriteriaModel: {
            /** @description The shortest search term accepted (1). */
            SearchTermMinimumLength: number;
            /** @description Categories to search in ("all" first, Value "0"; subcategories labelled with their path). */
            AvailableCategories: components["schemas"]["SelectListItem"][];
            /** @description Manufacturers (imprints) to search in ("all" first, Value "0"). */
            AvailableManufacturers: components["schemas"]["SelectListItem"][];
            /** @description Vendors (publishers) to search in ("all" first, Value "0"). */
            AvailableVendors: components["schemas"]["SelectListItem"][];
            /** @description The lowest price to pay among published books, in baht. */
            MinPrice: number;
            /** @description The highest price to pay among published books, in baht. */
            MaxPrice: number;
            /** @description The sorts offered, labelled in the answer's language (Value is a SortOption). */
            AvailableSortOptions: components["schemas"]["SelectListItem"][];
            /** @description Specification attributes and options to filter by (file format, language), with catalogue-wide counts. */
            SpecificationFilter: components["schemas"]["SpecificationFilterGroup"][];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description The price block of the book page. The amount to pay is PriceWithDiscountValue when not null,
         *     else PriceValue (the same amount as the listing's ProductPrice.PriceValue).
         */
        ProductPriceDetails: {
            /** @description The currency (ISO 4217), always THB. */
            CurrencyCode: string;
            /** @description The list price shown struck through, formatted (null when not above Price). */
            OldPrice: string | null;
            /** @description The list price in baht, or null. */
            OldPriceValue: number | null;
            /** @description The price before discounts, formatted in the answer's language. */
            Price: string;
            /** @description The price before discounts in baht. */
            PriceValue: number;
            /** @description The price after the discounts that apply to the customer, formatted (null when no discount applies). */
            PriceWithDiscount: string | null;
            /** @description The price after discounts in baht, or null. */
            PriceWithDiscountValue: number | null;
            /** @description The saving in whole percent against OldPrice (or Price when only a discount applies), or null. */
            DiscountPercent: number | null;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description What the current customer can do with the book (an e-book is always bought once, quantity 1). */
        AddToCartModel: {
            /** @description The book's id. */
            ProductId: number;
            /** @description The quantity to add (always 1 for an e-book). */
            EnteredQuantity: number;
            /** @description Whether the book cannot be bought now (also true when AlreadyOwned). */
            DisableBuyButton: boolean;
            /** @description Whether the book cannot be wished for. */
            DisableWishlistButton: boolean;
            /** @description Whether the book is on pre-order. */
            AvailableForPreOrder: boolean;
            /**
             * Format: date-time
             * @description When a pre-ordered book becomes available, or null.
             */
            PreOrderAvailabilityStartDateTimeUtc: string | null;
            /** @description Whether the customer already owns the book (shows "read" instead of "buy"). */
            AlreadyOwned: boolean;
            /** @description Whether the book is in the customer's cart. */
            InCart: boolean;
            /** @description Whether the book is in the customer's wishlist. */
            InWishlist: boolean;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The book page's breadcrumb. */
        ProductBreadcrumb: {
            /** @description Whether to show the breadcrumb. */
            Enabled: boolean;
            /** @description The book's id. */
            ProductId: number;
            /** @description The book's title. */
            ProductName: string;
            /** @description The book's URL slug. */
            ProductSeName: string;
            /** @description The path of the book's first category, top category first. */
            CategoryBreadcrumb: components["schemas"]["CategoryBreadcrumbItem"][];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description A tag of the book. */
        ProductTagModel: {
            /** @description The tag's id (for /v2/catalog/productbytag/{tagId}). */
            Id: number;
            /** @description The tag in the answer's language. */
            Name: string;
            /** @description The tag's URL slug. */
            SeName: string;
            /** @description How many published books carry the tag. */
            ProductCount: number;
        };
        /** @description A manufacturer (imprint) of the book. */
        ManufacturerBriefModel: {
            /** @description The manufacturer's id. */
            Id: number;
            /** @description The name in the answer's language. */
            Name: string;
            /** @description The URL slug. */
            SeName: string;
        };
        /** @description The book's publisher (vendor). */
        VendorBriefModel: {
            /** @description The vendor's id. */
            Id: number;
            /** @description The publisher's name in the answer's language. */
            Name: string;
            /** @description The URL slug. */
            SeName: string;
        };
        /**
         * @description How a specification value is given. 0 a chosen option, 10 custom text, 20 custom HTML, 30 a hyperlink.
         * @enum {integer}
         */
        SpecificationAttributeType: 0 | 10 | 20 | 30;
        /** @description One value of a specification attribute. */
        ProductSpecificationValue: {
            AttributeTypeId: components["schemas"]["SpecificationAttributeType"];
            /** @description The value as text (HTML when AttributeTypeId is 20, a URL when 30). */
            ValueRaw: string;
        };
        /** @description A specification attribute of the book (author, translator, pages, file format, ISBN, language). */
        ProductSpecificationAttribute: {
            /** @description The attribute's id. */
            Id: number;
            /** @description The attribute's name in the answer's language. */
            Name: string;
            /** @description The book's values of the attribute. */
            Values: components["schemas"]["ProductSpecificationValue"][];
        };
        /** @description A group of specification attributes. */
        ProductSpecificationGroup: {
            /** @description The group's id; 0 for attributes outside any group. */
            Id: number;
            /** @description The group's name; null for the ungrouped attributes. */
            Name: string | null;
            /** @description The attributes in display order. */
            Attributes: components["schemas"]["ProductSpecificationAttribute"][];
        };
        /** @description The book's specifications, grouped. */
        ProductSpecificationModel: {
            /** @description The groups in display order (ungrouped attributes first, in group 0). */
            Groups: components["schemas"]["ProductSpecificationGroup"][];
        };
        /**
         * @description A book's detail page.
         * @example {
         *       "Id": 101,
         *       "Name": "ขุนช้างขุนแผน",
         *       "ShortDescription": "วรรณคดีเสภาเรื่องเอกของไทย",
         *       "FullDescription": "<p>วรรณคดีเสภาเรื่องเอกของไทย ว่าด้วยรักสามเส้าของขุนช้าง ขุนแผน และนางวันทอง</p>",
         *       "MetaTitle": null,
         *       "MetaDescription": null,
         *       "MetaKeywords": "ขุนช้างขุนแผน, เสภา",
         *       "SeName": "khun-chang-khun-phaen",
         *       "Sku": "EB-000101",
         *       "MarkAsNew": false,
         *       "DefaultPictureModel": {
         *         "ImageUrl": "/media/covers/101.png?w=357",
         *         "ThumbImageUrl": "/media/covers/101.png?w=120",
         *         "FullSizeImageUrl": "/media/covers/101.png",
         *         "Title": "ขุนช้างขุนแผน",
         *         "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *       },
         *       "PictureModels": [
         *         {
         *           "ImageUrl": "/media/covers/101.png?w=357",
         *           "ThumbImageUrl": "/media/covers/101.png?w=120",
         *           "FullSizeImageUrl": "/media/covers/101.png",
         *           "Title": "ขุนช้างขุนแผน",
         *           "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *         }
         *       ],
         *       "HasSampleDownload": true,
         *       "ShowVendor": true,
         *       "VendorModel": {
         *         "Id": 2,
         *         "Name": "สำนักพิมพ์ศิลปากร",
         *         "SeName": "silpakorn-press"
         *       },
         *       "ProductPrice": {
         *         "CurrencyCode": "THB",
         *         "OldPrice": "฿250.00",
         *         "OldPriceValue": 250,
         *         "Price": "฿199.00",
         *         "PriceValue": 199,
         *         "PriceWithDiscount": "฿189.00",
         *         "PriceWithDiscountValue": 189,
         *         "DiscountPercent": 24
         *       },
         *       "AddToCart": {
         *         "ProductId": 101,
         *         "EnteredQuantity": 1,
         *         "DisableBuyButton": false,
         *         "DisableWishlistButton": false,
         *         "AvailableForPreOrder": false,
         *         "PreOrderAvailabilityStartDateTimeUtc": null,
         *         "AlreadyOwned": false,
         *         "InCart": false,
         *         "InWishlist": true
         *       },
         *       "Breadcrumb": {
         *         "Enabled": true,
         *         "ProductId": 101,
         *         "ProductName": "ขุนช้างขุนแผน",
         *         "ProductSeName": "khun-chang-khun-phaen",
         *         "CategoryBreadcrumb": [
         *           {
         *             "Id": 4,
         *             "Name": "วรรณคดีไทย",
         *             "SeName": "thai-literature"
         *           },
         *           {
         *             "Id": 9,
         *             "Name": "เสภา",
         *             "SeName": "sepha"
         *           }
         *         ]
         *       },
         *       "ProductTags": [
         *         {
         *           "Id": 15,
         *           "Name": "วรรณคดีมรดก",
         *           "SeName": "heritage-literature",
         *           "ProductCount": 24
         *         }
         *       ],
         *       "ProductManufacturers": [
         *         {
         *           "Id": 3,
         *           "Name": "ศิลปากรคลาสสิก",
         *           "SeName": "silpakorn-classic"
         *         }
         *       ],
         *       "ProductReviewOverview": {
         *         "ProductId": 101,
         *         "RatingSum": 27,
         *         "TotalReviews": 6,
         *         "AllowCustomerReviews": true,
         *         "CanAddNewReview": false
         *       },
         *       "ProductSpecificationModel": {
         *         "Groups": [
         *           {
         *             "Id": 0,
         *             "Name": null,
         *             "Attributes": [
         *               {
         *                 "Id": 1,
         *                 "Name": "รูปแบบไฟล์",
         *                 "Values": [
         *                   {
         *                     "AttributeTypeId": 0,
         *                     "ValueRaw": "EPUB"
         *                   }
         *                 ]
         *               },
         *               {
         *                 "Id": 2,
         *                 "Name": "ภาษา",
         *                 "Values": [
         *                   {
         *                     "AttributeTypeId": 0,
         *                     "ValueRaw": "ไทย"
         *                   }
         *                 ]
         *               },
         *               {
         *                 "Id": 3,
         *                 "Name": "จำนวนหน้า",
         *                 "Values": [
         *                   {
         *                     "AttributeTypeId": 10,
         *                     "ValueRaw": "412"
         *                   }
         *                 ]
         *               }
         *             ]
         *           }
         *         ]
         *       },
         *       "Ebook": {
         *         "Authors": [
         *           {
         *             "Id": 7,
         *             "Name": "สุนทรภู่"
         *           }
         *         ],
         *         "Translators": [],
         *         "PublisherName": "สำนักพิมพ์ศิลปากร",
         *         "Isbn": "9786160000101",
         *         "Language": "th",
         *         "PageCount": 412,
         *         "FileFormat": "EPUB",
         *         "FileSizeBytes": 1843200,
         *         "HasSample": true,
         *         "Series": null
         *       }
         *     }
         */
        ProductDetailsModel: {
            /** @description The book's id. */
            Id: number;
            /** @description The title in the answer's language (page title and og:title). */
            Name: string;
            /** @description A plain-text summary (meta and og:description fallback). */
            ShortDescription: string | null;
            /** @description The description as HTML (sanitise before display). */
            FullDescription: string | null;
            /** @description The page's title, or null to use Name. */
            MetaTitle: string | null;
            /** @description The page's meta description, or null to use ShortDescription. */
            MetaDescription: string | null;
            /** @description The page's meta keywords. */
            MetaKeywords: string | null;
            /** @description The URL slug. */
            SeName: string;
            /** @description The stock-keeping unit. */
            Sku: string | null;
            /** @description Whether to show a "new" badge. */
            MarkAsNew: boolean;
            DefaultPictureModel: components["schemas"]["PictureModel"];
            /** @description All pictures of the book (the cover first), for the gallery. */
            PictureModels: components["schemas"]["PictureModel"][];
            /** @description Whether a free sample exists (can be added to the bookshelf or downloaded). */
            HasSampleDownload: boolean;
            /** @description Whether to show the publisher link. */
            ShowVendor: boolean;
            /** @description The publisher (vendor), or null when the book has none. */
            VendorModel: components["schemas"]["VendorBriefModel"] | null;
            ProductPrice: components["schemas"]["ProductPriceDetails"];
            AddToCart: components["schemas"]["AddToCartModel"];
            Breadcrumb: components["schemas"]["ProductBreadcrumb"];
            /** @description The book's tags. */
            ProductTags: components["schemas"]["ProductTagModel"][];
            /** @description The book's manufacturers (imprints). */
            ProductManufacturers: components["schemas"]["ManufacturerBriefModel"][];
            ProductReviewOverview: components["schemas"]["ReviewOverviewModel"];
            ProductSpecificationModel: components["schemas"]["ProductSpecificationModel"];
            Ebook: components["schemas"]["EbookInfo"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description How helpful readers found a review. */
        ProductReviewHelpfulnessModel: {
            /** @description The review's id. */
            ProductReviewId: number;
            /** @description Votes saying the review helped. */
            HelpfulYesTotal: number;
            /** @description Votes saying it did not. */
            HelpfulNoTotal: number;
        };
        /** @description One approved review. */
        ProductReviewItem: {
            /** @description The review's id. */
            Id: number;
            /** @description The reviewer's customer id. */
            CustomerId: number;
            /** @description The reviewer's display name (first name and initial of the last name). */
            CustomerName: string;
            /** @description The review's title. */
            Title: string;
            /** @description The review as plain text (line breaks kept). */
            ReviewText: string;
            /** @description The store's or publisher's reply, or null. */
            ReplyText: string | null;
            /** @description The rating, 1 to 5 stars. */
            Rating: number;
            /** @description When it was written, formatted in the answer's language. */
            WrittenOnStr: string;
            /**
             * Format: date-time
             * @description When it was written (UTC), for the store's own formatting.
             */
            WrittenOnUtc: string;
            Helpfulness: components["schemas"]["ProductReviewHelpfulnessModel"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description How many approved reviews gave one rating. */
        ReviewRatingCount: {
            /** @description The rating (stars). */
            Rating: number;
            /** @description Approved reviews with this rating. */
            Count: number;
            /** @description Their share of all approved reviews, in whole percent (0 when there are none). */
            Percent: number;
        };
        /** @description The review form's state inside ProductReviewsModel (upstream AddProductReview). */
        AddProductReviewFormModel: {
            /** @description The title last submitted, or null. */
            Title: string | null;
            /** @description The text last submitted, or null. */
            ReviewText: string | null;
            /** @description The rating to preselect (5 by default, or the one last submitted). */
            Rating: number;
            /** @description Whether the current customer may review the book (signed in, bought it, not reviewed yet). */
            CanCurrentCustomerLeaveReview: boolean;
            /** @description Whether a review was just added (true only in the answer to productreviewsadd). */
            SuccessfullyAdded: boolean;
            /** @description The message to show after adding, or null. */
            Result: string | null;
        };
        /**
         * @description A page of a book's reviews, with the rating distribution and the review form's state.
         * @example {
         *       "ProductId": 101,
         *       "ProductName": "ขุนช้างขุนแผน",
         *       "ProductSeName": "khun-chang-khun-phaen",
         *       "Items": [
         *         {
         *           "Id": 501,
         *           "CustomerId": 42,
         *           "CustomerName": "สมชาย ใ.",
         *           "Title": "อ่านสนุกมาก",
         *           "ReviewText": "สำนวนไพเราะ อ่านบนมือถือสบายตา",
         *           "ReplyText": null,
         *           "Rating": 5,
         *           "WrittenOnStr": "12 มีนาคม 2568",
         *           "WrittenOnUtc": "2025-03-12T08:30:00Z",
         *           "Helpfulness": {
         *             "ProductReviewId": 501,
         *             "HelpfulYesTotal": 3,
         *             "HelpfulNoTotal": 0
         *           }
         *         }
         *       ],
         *       "AddProductReview": {
         *         "Title": null,
         *         "ReviewText": null,
         *         "Rating": 5,
         *         "CanCurrentCustomerLeaveReview": false,
         *         "SuccessfullyAdded": false,
         *         "Result": null
         *       },
         *       "AverageRating": 4.5,
         *       "RatingDistribution": [
         *         {
         *           "Rating": 5,
         *           "Count": 4,
         *           "Percent": 67
         *         },
         *         {
         *           "Rating": 4,
         *           "Count": 1,
         *           "Percent": 17
         *         },
         *         {
         *           "Rating": 3,
         *           "Count": 1,
         *           "Percent": 17
         *         },
         *         {
         *           "Rating": 2,
         *           "Count": 0,
         *           "Percent": 0
         *         },
         *         {
         *           "Rating": 1,
         *           "Count": 0,
         *           "Percent": 0
         *         }
         *       ],
         *       "PageNumber": 1,
         *       "PageSize": 10,
         *       "TotalItems": 6,
         *       "TotalPages": 1
         *     }
         */
        ProductReviewsModel: {
            /** @description The book's id. */
            ProductId: number;
            /** @description The book's title. */
            ProductName: string;
            /** @description The book's URL slug. */
            ProductSeName: string;
            /** @description The reviews on this page, newest first. */
            Items: components["schemas"]["ProductReviewItem"][];
            AddProductReview: components["schemas"]["AddProductReviewFormModel"];
            /** @description The average rating rounded to one decimal (0 when there are no reviews). */
            AverageRating: number;
            /** @description Counts per rating, always five entries, 5 stars first. */
            RatingDistribution: components["schemas"]["ReviewRatingCount"][];
            /** @description The page shown (one-based). */
            PageNumber: number;
            /** @description Reviews per page. */
            PageSize: number;
            /** @description Approved reviews of the book. */
            TotalItems: number;
            /** @description Pages of reviews (0 when there are none). */
            TotalPages: number;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description A new review (the Data of productreviewsadd).
         * @example {
         *       "Title": "อ่านสนุกมาก",
         *       "ReviewText": "สำนวนไพเราะ อ่านบนมือถือสบายตา",
         *       "Rating": 5
         *     }
         */
        AddProductReviewModel: {
            /** @description The review's title (plain text). */
            Title: string;
            /** @description The review (plain text; line breaks kept). */
            ReviewText: string;
            /** @description The rating, 1 to 5 stars. */
            Rating: number;
        };
        /** @description The add-review request. */
        AddProductReviewRequest: {
            Data: components["schemas"]["AddProductReviewModel"];
        };
        /**
         * @description How many items the cart and the wishlist hold (for the header badges).
         * @example {
         *       "TotalShoppingCartProducts": 2,
         *       "TotalWishListProducts": 5
         *     }
         */
        CartCountsModel: {
            /** @description Items in the shopping cart. */
            TotalShoppingCartProducts: number;
            /** @description Items in the wishlist. */
            TotalWishListProducts: number;
        };
        /**
         * @description A page of the wishlist (upstream WishlistModel plus custom paging).
         * @example {
         *       "CustomerGuid": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
         *       "CustomerFullname": "สมชาย ใจดี",
         *       "EmailWishlistEnabled": false,
         *       "ShowSku": false,
         *       "ShowProductImages": true,
         *       "IsEditable": true,
         *       "Items": [
         *         {
         *           "Id": 3001,
         *           "Sku": "EB-000101",
         *           "VendorName": "สำนักพิมพ์ศิลปากร",
         *           "Picture": {
         *             "ImageUrl": "/media/covers/101.png?w=120",
         *             "ThumbImageUrl": "/media/covers/101.png?w=120",
         *             "FullSizeImageUrl": "/media/covers/101.png",
         *             "Title": "ขุนช้างขุนแผน",
         *             "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *           },
         *           "ProductId": 101,
         *           "ProductName": "ขุนช้างขุนแผน",
         *           "ProductSeName": "khun-chang-khun-phaen",
         *           "UnitPrice": "฿189.00",
         *           "UnitPriceValue": 189,
         *           "SubTotal": "฿189.00",
         *           "SubTotalValue": 189,
         *           "Discount": null,
         *           "DiscountValue": 0,
         *           "Quantity": 1,
         *           "AllowItemEditing": false,
         *           "Warnings": [],
         *           "Authors": [
         *             {
         *               "Id": 7,
         *               "Name": "สุนทรภู่"
         *             }
         *           ],
         *           "FileFormat": "EPUB",
         *           "AlreadyOwned": false
         *         },
         *         {
         *           "Id": 3002,
         *           "Sku": "EB-000102",
         *           "VendorName": "สำนักพิมพ์ศิลปากร",
         *           "Picture": {
         *             "ImageUrl": "/media/covers/102.png?w=120",
         *             "ThumbImageUrl": "/media/covers/102.png?w=120",
         *             "FullSizeImageUrl": "/media/covers/102.png",
         *             "Title": "พระอภัยมณี",
         *             "AlternateText": "ปกหนังสือ พระอภัยมณี"
         *           },
         *           "ProductId": 102,
         *           "ProductName": "พระอภัยมณี",
         *           "ProductSeName": "phra-aphai-mani",
         *           "UnitPrice": "฿159.00",
         *           "UnitPriceValue": 159,
         *           "SubTotal": "฿159.00",
         *           "SubTotalValue": 159,
         *           "Discount": null,
         *           "DiscountValue": 0,
         *           "Quantity": 1,
         *           "AllowItemEditing": false,
         *           "Warnings": [
         *             "คุณมีหนังสือเล่มนี้แล้ว อยู่บนชั้นหนังสือของคุณ"
         *           ],
         *           "Authors": [
         *             {
         *               "Id": 7,
         *               "Name": "สุนทรภู่"
         *             }
         *           ],
         *           "FileFormat": "EPUB",
         *           "AlreadyOwned": true
         *         }
         *       ],
         *       "Warnings": [],
         *       "PageNumber": 1,
         *       "PageSize": 10,
         *       "TotalItems": 2,
         *       "TotalPages": 1
         *     }
         */
        WishlistModel: {
            /**
             * Format: uuid
             * @description The wishlist owner's customer GUID (a guest's too).
             */
            CustomerGuid: string;
            /** @description The owner's full name, or null for a guest. */
            CustomerFullname: string | null;
            /** @description Whether "e-mail a friend" for the wishlist is offered. */
            EmailWishlistEnabled: boolean;
            /** @description Whether to show each item's SKU. */
            ShowSku: boolean;
            /** @description Whether to show each item's cover. */
            ShowProductImages: boolean;
            /** @description Whether the owner may remove items (true for the current customer's own wishlist). */
            IsEditable: boolean;
            /** @description The items on this page, most recently added first (cart item shape). */
            Items: components["schemas"]["ShoppingCartItemModel"][];
            /** @description Warnings about the wishlist as a whole. */
            Warnings: string[];
            /** @description The page shown (one-based). */
            PageNumber: number;
            /** @description Items per page. */
            PageSize: number;
            /** @description Items in the whole wishlist. */
            TotalItems: number;
            /** @description Pages in the whole wishlist (0 when empty). */
            TotalPages: number;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The home slider answer. */
        SliderResponse: {
            Data: components["schemas"]["SliderModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The home page categories answer. */
        HomeCategoriesResponse: {
            /** @description The home page categories in display order. */
            Data: components["schemas"]["HomeCategoryWithProducts"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The category tree answer. */
        CategoryTreeResponse: {
            /** @description The top-level categories, each with its subtree. */
            Data: components["schemas"]["CategoryTreeItem"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The recently viewed books answer. */
        RecentlyViewedResponse: {
            /** @description The books, in the order of the ids sent (or newest view first). */
            Data: components["schemas"]["ProductOverviewModel"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The category page answer. */
        CategoryResponse: {
            Data: components["schemas"]["CategoryModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description A titled book list answer (new books, best-sellers). */
        ProductListResponse: {
            Data: components["schemas"]["ProductListModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The books-by-tag answer. */
        ProductsByTagResponse: {
            Data: components["schemas"]["ProductsByTagModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The manufacturer page answer. */
        ManufacturerResponse: {
            Data: components["schemas"]["ManufacturerModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The vendor page answer. */
        VendorResponse: {
            Data: components["schemas"]["VendorModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The search answer. */
        SearchResponse: {
            Data: components["schemas"]["SearchModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The autocomplete answer. */
        AutocompleteResponse: {
            /** @description Up to 10 suggestions, best first. */
            Data: components["schemas"]["AutocompleteItem"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The search criteria answer. */
        SearchCriteriaResponse: {
            Data: components["schemas"]["SearchCriteriaModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The book detail answer. */
        ProductDetailsResponse: {
            Data: components["schemas"]["ProductDetailsModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The reviews answer (also the answer to adding a review). */
        ProductReviewsResponse: {
            Data: components["schemas"]["ProductReviewsModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The also-purchased books answer. */
        AlsoPurchasedResponse: {
            /** @description Up to 8 books, most often bought together first. */
            Data: components["schemas"]["ProductOverviewModel"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The answer to adding a book to, or removing it from, the wishlist. */
        WishlistChangeResponse: {
            Data: components["schemas"]["CartCountsModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The wishlist page answer. */
        WishlistResponse: {
            Data: components["schemas"]["WishlistModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description The kind of device the store runs on. 5 iPhone, 10 Android, 15 Huawei, 20 Others (the web store).
         * @enum {integer}
         */
        DeviceTypeId: 5 | 10 | 15 | 20;
        /**
         * @description What the app sends at start (upstream AppStartModel).
         * @example {
         *       "DeviceTypeId": 20
         *     }
         */
        AppStartModel: {
            /** @description The device type; the web store sends 20. */
            DeviceTypeId: components["schemas"]["DeviceTypeId"];
            /** @description The push-notification subscription of a native app; the web store sends none. */
            SubscriptionId?: string | null;
        };
        /** @description The app-start request. */
        AppStartRequest: {
            /** @description The device's details. */
            Data: components["schemas"]["AppStartModel"];
        };
        /** @description A language the store is offered in. */
        StoreLanguageModel: {
            /** @description The language's id. */
            Id: number;
            /** @description The language's own name (ไทย, English). */
            Name: string;
            /** @description The code sent in `Language` and the route prefix (th has none). */
            UniqueSeoCode: components["schemas"]["LanguageCode"];
            /** @description The culture used to format dates and numbers (th-TH, en-US). */
            Culture: string;
            /** @description Whether it is the store's default language (Thai). */
            IsDefault: boolean;
        };
        /** @description Which optional features the store has switched on. */
        StoreFeaturesModel: {
            /** @description Whether coins (reward points) are earned and can pay for orders. */
            CoinsEnabled: boolean;
            /** @description Whether the wishlist is offered. */
            WishlistEnabled: boolean;
            /** @description Whether books can be reviewed. */
            ProductReviewsEnabled: boolean;
            /** @description Whether customers may write to publishers. */
            AllowCustomersToContactVendors: boolean;
            /** @description Whether customers may apply to become publishers. */
            PublisherApplicationEnabled: boolean;
            /** @description Whether accounts have usernames (login and register then show the username field). */
            UsernamesEnabled: boolean;
            /** @description Whether the newsletter choice is offered. */
            NewsletterEnabled: boolean;
            /** @description The external sign-in providers offered, by system name. */
            ExternalLoginProviders: components["schemas"]["ExternalAuthProviderSystemName"][];
        };
        /**
         * @description The store's start-up settings (custom; upstream answers nothing).
         * @example {
         *       "DeviceTypeId": 20,
         *       "StoreName": "ร้านหนังสืออีบุ๊ก",
         *       "CurrentLanguage": "th",
         *       "AvailableLanguages": [
         *         {
         *           "Id": 1,
         *           "Name": "ไทย",
         *           "UniqueSeoCode": "th",
         *           "Culture": "th-TH",
         *           "IsDefault": true
         *         },
         *         {
         *           "Id": 2,
         *           "Name": "English",
         *           "UniqueSeoCode": "en",
         *           "Culture": "en-US",
         *           "IsDefault": false
         *         }
         *       ],
         *       "CurrencyCode": "THB",
         *       "CurrencySymbol": "฿",
         *       "DefaultCountryId": 1,
         *       "IsLoggedIn": false,
         *       "Features": {
         *         "CoinsEnabled": true,
         *         "WishlistEnabled": true,
         *         "ProductReviewsEnabled": true,
         *         "AllowCustomersToContactVendors": true,
         *         "PublisherApplicationEnabled": true,
         *         "UsernamesEnabled": true,
         *         "NewsletterEnabled": true,
         *         "ExternalLoginProviders": [
         *           "ExternalAuth.Google",
         *           "ExternalAuth.Facebook",
         *           "ExternalAuth.Apple"
         *         ]
         *       }
         *     }
         */
        AppStartResultModel: {
            /** @description The device type recorded (echoes the request). */
            DeviceTypeId: components["schemas"]["DeviceTypeId"];
            /** @description The store's name in the answer's language. */
            StoreName: string;
            /** @description The language answers are in (from `Language`, the `setlanguage` cookie, the customer, or Thai). */
            CurrentLanguage: components["schemas"]["LanguageCode"];
            /** @description The store's languages. */
            AvailableLanguages: components["schemas"]["StoreLanguageModel"][];
            /** @description The ISO code of the currency prices are in (THB). */
            CurrencyCode: string;
            /** @description The currency's symbol (฿). */
            CurrencySymbol: string;
            /** @description The country address forms pre-select (Thailand). */
            DefaultCountryId: number;
            /** @description Whether the Token sent (if any) is a valid, unrevoked token of a registered customer. */
            IsLoggedIn: boolean;
            /** @description The optional features switched on. */
            Features: components["schemas"]["StoreFeaturesModel"];
        };
        /** @description The app-start answer. */
        AppStartResponse: {
            /** @description The start-up settings. */
            Data: components["schemas"]["AppStartResultModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The answer of setting the language. */
        SetLanguageResponse: {
            /** @description The language now in use. */
            Data: components["schemas"]["LanguageCode"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description Sign-in by e-mail or username, and password (upstream LoginModel).
         * @example {
         *       "Email": "somchai@example.com",
         *       "Username": null,
         *       "Password": "correct-horse-battery",
         *       "RememberMe": true
         *     }
         */
        LoginModel: {
            /** @description The e-mail to sign in with; null or empty when signing in by username. */
            Email?: string | null;
            /** @description The username to sign in with; null or empty when signing in by e-mail. */
            Username?: string | null;
            /** @description The password. */
            Password: string;
            /**
             * @description Whether the token lasts 180 days (true) or 24 hours (false).
             * @default false
             */
            RememberMe?: boolean;
        };
        /** @description The login request. */
        LoginRequest: {
            /** @description The credentials. */
            Data: components["schemas"]["LoginModel"];
        };
        /**
         * @description A signed-in customer and the session token (login, external login, register).
         * @example {
         *       "CustomerInfo": {
         *         "CustomerId": 42,
         *         "Username": "somchai",
         *         "FirstName": "สมชาย",
         *         "LastName": "ใจดี",
         *         "Email": "somchai@example.com",
         *         "IsAdmin": false,
         *         "AdminRedirectUrl": null,
         *         "PublisherRedirectUrl": null,
         *         "PublisherStatus": 0
         *       },
         *       "Token": "eyJhbGciOiJIUzI1NiJ9.eyJDdXN0b21lcklkIjo0MiwiZXhwIjoxNzY3MjI1NjAwfQ.c2lnbmF0dXJl"
         *     }
         */
        LoginResult: {
            /** @description Who is signed in, as the store caches it. */
            CustomerInfo: components["schemas"]["CustomerInfo"];
            /** @description The session token (a raw JWT with claims CustomerId and exp); send it as header Token. */
            Token: string;
        };
        /** @description The answer of a successful sign-in or registration. */
        LoginResponse: {
            /** @description The customer and token. */
            Data: components["schemas"]["LoginResult"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description An external sign-in provider.
         * @enum {string}
         */
        ExternalAuthProviderSystemName: "ExternalAuth.Google" | "ExternalAuth.Facebook" | "ExternalAuth.Apple";
        /**
         * @description An identity from an external provider, as the login-session provider reported it.
         * @example {
         *       "Email": "somchai@gmail.com",
         *       "ExternalDisplayIdentifier": "",
         *       "ExternalIdentifier": "108234567890123456789",
         *       "ProviderSystemName": "ExternalAuth.Google"
         *     }
         */
        ExternalLoginModel: {
            /** @description The e-mail the provider gave; may be empty (Apple gives it only on the first sign-in). */
            Email: string;
            /** @description Always an empty string from the store; ignored. */
            ExternalDisplayIdentifier: string;
            /** @description The provider's subject id of the person. */
            ExternalIdentifier: string;
            /** @description The provider the identity comes from. */
            ProviderSystemName: components["schemas"]["ExternalAuthProviderSystemName"];
        };
        /** @description The external login request. */
        ExternalLoginRequest: {
            /** @description The external identity. */
            Data: components["schemas"]["ExternalLoginModel"];
        };
        /**
         * @description Gender as nopCommerce stores it, a letter (not an integer enum, to stay upstream-compatible). M male, F female; null not given.
         * @enum {string|null}
         */
        Gender: "M" | "F" | null;
        /**
         * @description A new account (upstream RegisterModel, the fields this store uses).
         * @example {
         *       "Email": "somchai@example.com",
         *       "Username": "somchai",
         *       "Password": "correct-horse-battery",
         *       "ConfirmPassword": "correct-horse-battery",
         *       "FirstName": "สมชาย",
         *       "LastName": "ใจดี",
         *       "Gender": "M",
         *       "DateOfBirthDay": 14,
         *       "DateOfBirthMonth": 2,
         *       "DateOfBirthYear": 1990,
         *       "Phone": "0812345678",
         *       "Newsletter": false,
         *       "AcceptPrivacyPolicy": true
         *     }
         */
        RegisterModel: {
            /**
             * Format: email
             * @description The e-mail address; unique among registered customers.
             */
            Email: string;
            /** @description The username (3-50 letters, digits, dot, underscore, hyphen) when usernames are enabled, unique; null or empty otherwise. */
            Username?: string | null;
            /** @description The password, at least 8 characters. */
            Password: string;
            /** @description The password again; must equal Password. */
            ConfirmPassword: string;
            /** @description The first name. */
            FirstName: string;
            /** @description The last name. */
            LastName: string;
            /** @description The gender, if given. */
            Gender?: components["schemas"]["Gender"];
            /** @description Day of the date of birth. */
            DateOfBirthDay?: number | null;
            /** @description Month of the date of birth. */
            DateOfBirthMonth?: number | null;
            /** @description Year of the date of birth, Common Era (the store converts from the Buddhist era). */
            DateOfBirthYear?: number | null;
            /** @description A Thai phone number (0XXXXXXXX(X) or +66...), digits only; null or empty when not given. */
            Phone?: string | null;
            /**
             * @description Whether to subscribe to the newsletter.
             * @default false
             */
            Newsletter?: boolean;
            /** @description Whether the privacy policy was accepted; false answers 400. */
            AcceptPrivacyPolicy: boolean;
        };
        /** @description The registration request. */
        RegisterRequest: {
            /** @description The new account. */
            Data: components["schemas"]["RegisterModel"];
        };
        /** @description A password change (upstream ChangePasswordModel). */
        ChangePasswordModel: {
            /** @description The current password. */
            OldPassword: string;
            /** @description The new password, at least 8 characters. */
            NewPassword: string;
            /** @description The new password again; must equal NewPassword. */
            ConfirmNewPassword: string;
        };
        /** @description The change-password request. */
        ChangePasswordRequest: {
            /** @description The passwords. */
            Data: components["schemas"]["ChangePasswordModel"];
        };
        /** @description The confirmation of deactivating the account. */
        DeactivateAccountModel: {
            /** @description The current password; null only for an account that has no password (created by external sign-in). */
            Password: string | null;
        };
        /** @description The deactivate-account request. */
        DeactivateAccountRequest: {
            /** @description The confirmation. */
            Data: components["schemas"]["DeactivateAccountModel"];
        };
        /** @description A request for a password-reset link (upstream PasswordRecoveryModel). */
        PasswordRecoveryModel: {
            /**
             * Format: email
             * @description The account's e-mail address.
             */
            Email: string;
        };
        /** @description The reset-password request. */
        PasswordRecoveryRequest: {
            /** @description The e-mail. */
            Data: components["schemas"]["PasswordRecoveryModel"];
        };
        /**
         * @description The state of a password-reset link (upstream PasswordRecoveryConfirmModel).
         * @example {
         *       "Token": "q8Zr2kP4x9LmN0aB7cD1eF3g",
         *       "Guid": "6f1c2a8e-4b7d-4e1a-9c3f-2d5b8a7e6c01",
         *       "MaskedEmail": "s*****@example.com",
         *       "DisablePasswordChanging": false,
         *       "Result": null
         *     }
         */
        PasswordRecoveryConfirmModel: {
            /** @description The link's secret (echoed). */
            Token: string;
            /**
             * Format: uuid
             * @description The customer's GUID (echoed).
             */
            Guid: string;
            /** @description The account's e-mail, partly masked (s*****@example.com); null when the link is not valid. */
            MaskedEmail: string | null;
            /** @description Whether the form must not be offered (the link is wrong, used or expired). */
            DisablePasswordChanging: boolean;
            /** @description Why the link cannot be used, or null. */
            Result: string | null;
        };
        /** @description The answer of checking a password-reset link. */
        PasswordRecoveryConfirmResponse: {
            /** @description The link's state. */
            Data: components["schemas"]["PasswordRecoveryConfirmModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description A new password set from a reset link. */
        ConfirmPasswordResetModel: {
            /** @description The link's secret. */
            Token: string;
            /**
             * Format: uuid
             * @description The customer's GUID from the link.
             */
            Guid: string;
            /** @description The new password, at least 8 characters. */
            NewPassword: string;
            /** @description The new password again; must equal NewPassword. */
            ConfirmNewPassword: string;
        };
        /** @description The confirm-reset-password request. */
        ConfirmPasswordResetRequest: {
            /** @description The link and the new password. */
            Data: components["schemas"]["ConfirmPasswordResetModel"];
        };
        /**
         * @description An external sign-in linked to the account (upstream AssociatedExternalAuthModel).
         * @example {
         *       "Id": 3,
         *       "Email": "somchai@gmail.com",
         *       "ExternalIdentifier": "108234567890123456789",
         *       "AuthMethodName": "ExternalAuth.Google"
         *     }
         */
        ExternalAuthRecord: {
            /** @description The record's id (to remove it). */
            Id: number;
            /** @description The e-mail the provider gave when it was linked. */
            Email: string | null;
            /** @description The provider's subject id. */
            ExternalIdentifier: string;
            /** @description The provider. */
            AuthMethodName: components["schemas"]["ExternalAuthProviderSystemName"];
        };
        /** @description The account's remaining external sign-ins. */
        ExternalAuthRecordListResponse: {
            /** @description The linked sign-ins. */
            Data: components["schemas"]["ExternalAuthRecord"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description The profile form (upstream CustomerInfoModel, the fields this store uses).
         * @example {
         *       "Email": "somchai@example.com",
         *       "UsernamesEnabled": true,
         *       "AllowUsersToChangeUsernames": false,
         *       "Username": "somchai",
         *       "FirstName": "สมชาย",
         *       "LastName": "ใจดี",
         *       "GenderEnabled": true,
         *       "Gender": "M",
         *       "DateOfBirthEnabled": true,
         *       "DateOfBirthRequired": false,
         *       "DateOfBirthDay": 14,
         *       "DateOfBirthMonth": 2,
         *       "DateOfBirthYear": 1990,
         *       "PhoneEnabled": true,
         *       "PhoneRequired": false,
         *       "Phone": "0812345678",
         *       "NewsletterEnabled": true,
         *       "Newsletter": false,
         *       "CountryEnabled": false,
         *       "CountryId": 1,
         *       "AvailableCountries": [],
         *       "StateProvinceEnabled": false,
         *       "StateProvinceId": null,
         *       "AvailableStates": [],
         *       "HasPassword": true,
         *       "AllowCustomersToRemoveAssociations": true,
         *       "NumberOfExternalAuthenticationProviders": 3,
         *       "AssociatedExternalAuthRecords": [
         *         {
         *           "Id": 3,
         *           "Email": "somchai@gmail.com",
         *           "ExternalIdentifier": "108234567890123456789",
         *           "AuthMethodName": "ExternalAuth.Google"
         *         }
         *       ],
         *       "CustomProperties": {}
         *     }
         */
        CustomerInfoModel: {
            /**
             * Format: email
             * @description The e-mail address.
             */
            Email: string;
            /** @description Whether accounts have usernames. */
            UsernamesEnabled: boolean;
            /** @description Whether the username may be changed here. */
            AllowUsersToChangeUsernames: boolean;
            /** @description The username. */
            Username: string | null;
            /** @description The first name. */
            FirstName: string | null;
            /** @description The last name. */
            LastName: string | null;
            /** @description Whether the gender field is shown. */
            GenderEnabled: boolean;
            /** @description The gender. */
            Gender: components["schemas"]["Gender"];
            /** @description Whether the date-of-birth fields are shown. */
            DateOfBirthEnabled: boolean;
            /** @description Whether the date of birth must be given. */
            DateOfBirthRequired: boolean;
            /** @description Day of the date of birth. */
            DateOfBirthDay: number | null;
            /** @description Month of the date of birth (1-12). */
            DateOfBirthMonth: number | null;
            /** @description Year of the date of birth, Common Era. */
            DateOfBirthYear: number | null;
            /** @description Whether the phone field is shown. */
            PhoneEnabled: boolean;
            /** @description Whether the phone must be given. */
            PhoneRequired: boolean;
            /** @description The phone number. */
            Phone: string | null;
            /** @description Whether the newsletter choice is shown. */
            NewsletterEnabled: boolean;
            /** @description Whether the customer receives the newsletter. */
            Newsletter: boolean;
            /** @description Whether the country field is shown. */
            CountryEnabled: boolean;
            /** @description The country's id. */
            CountryId: number | null;
            /** @description The countries to choose from (Value = id). */
            AvailableCountries: components["schemas"]["SelectListItem"][];
            /** @description Whether the province field is shown. */
            StateProvinceEnabled: boolean;
            /** @description The province's id. */
            StateProvinceId: number | null;
            /** @description The provinces of the chosen country (Value = id). */
            AvailableStates: components["schemas"]["SelectListItem"][];
            /** @description Whether the account has a password (an account made by external sign-in may not); custom. */
            HasPassword: boolean;
            /** @description Whether linked external sign-ins may be removed (the /removesocial page). */
            AllowCustomersToRemoveAssociations: boolean;
            /** @description How many external sign-in providers the store offers. */
            NumberOfExternalAuthenticationProviders: number;
            /** @description The external sign-ins linked to the account. */
            AssociatedExternalAuthRecords: components["schemas"]["ExternalAuthRecord"][];
            /** @description Extension properties; empty. */
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The editable profile fields (a whole CustomerInfoModel may be sent; the other fields are ignored). */
        CustomerInfoUpdateModel: {
            /**
             * Format: email
             * @description The e-mail address; unique among registered customers.
             */
            Email: string;
            /** @description The username; saved only when AllowUsersToChangeUsernames. */
            Username?: string | null;
            /** @description The first name. */
            FirstName: string;
            /** @description The last name. */
            LastName: string;
            /** @description The gender. */
            Gender?: components["schemas"]["Gender"];
            /** @description Day of the date of birth. */
            DateOfBirthDay?: number | null;
            /** @description Month of the date of birth. */
            DateOfBirthMonth?: number | null;
            /** @description Year of the date of birth, Common Era. */
            DateOfBirthYear?: number | null;
            /** @description A Thai phone number, digits only; null or empty when not given. */
            Phone?: string | null;
            /** @description Whether to receive the newsletter. */
            Newsletter?: boolean;
            /** @description The country's id. */
            CountryId?: number | null;
            /** @description The province's id; must belong to CountryId. */
            StateProvinceId?: number | null;
        };
        /** @description The save-profile request. */
        CustomerInfoRequest: {
            /** @description The profile fields. */
            Data: components["schemas"]["CustomerInfoUpdateModel"];
        };
        /** @description The profile answer. */
        CustomerInfoResponse: {
            /** @description The profile. */
            Data: components["schemas"]["CustomerInfoModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The login-info answer. */
        LoginInfoResponse: {
            /** @description The signed-in customer. */
            Data: components["schemas"]["CustomerInfo"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description The customer's coins (nopCommerce reward points) and their worth.
         * @example {
         *       "CoinsEnabled": true,
         *       "Balance": 120,
         *       "BalanceAmount": "฿120.00",
         *       "BalanceAmountValue": 120,
         *       "ExchangeRate": 1,
         *       "ExchangeDescription": "1 เหรียญ = ฿1.00",
         *       "MinimumCoinsToUse": 0,
         *       "EarningDescription": "รับ 1 เหรียญ ทุกการซื้อ ฿25"
         *     }
         */
        CoinBalanceModel: {
            /** @description Whether the store runs coins; when false the balance is 0 and the store hides coins. */
            CoinsEnabled: boolean;
            /** @description The coins the customer has. */
            Balance: number;
            /** @description What the coins are worth, formatted (e.g. ฿120.00). */
            BalanceAmount: string;
            /** @description What the coins are worth in baht. */
            BalanceAmountValue: number;
            /** @description Baht one coin is worth at checkout. */
            ExchangeRate: number;
            /** @description The exchange in words, in the answer's language (e.g. 1 coin = ฿1.00). */
            ExchangeDescription: string;
            /** @description The fewest coins that can be used on one order (0 = no minimum). */
            MinimumCoinsToUse: number;
            /** @description How coins are earned, in the answer's language (e.g. 1 coin for every ฿25 spent), or null. */
            EarningDescription: string | null;
        };
        /** @description The coin balance answer. */
        CoinBalanceResponse: {
            /** @description The balance. */
            Data: components["schemas"]["CoinBalanceModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description An address (upstream AddressModel) with Thai levels: StateProvince = province (จังหวัด),
         *     City = district (อำเภอ/เขต) name with DistrictId, County = sub-district (ตำบล/แขวง) name
         *     with SubDistrictId, ZipPostalCode = the sub-district's 5-digit postcode. Names are in
         *     the answer's language. The choice lists are filled only where a form is prepared
         *     (addressedit), and empty in lists.
         * @example {
         *       "Id": 12,
         *       "FirstName": "สมชาย",
         *       "LastName": "ใจดี",
         *       "Email": "somchai@example.com",
         *       "CompanyEnabled": true,
         *       "CompanyRequired": false,
         *       "Company": null,
         *       "CountryEnabled": false,
         *       "CountryId": 1,
         *       "CountryName": "ประเทศไทย",
         *       "StateProvinceEnabled": true,
         *       "StateProvinceId": 10,
         *       "StateProvinceName": "กรุงเทพมหานคร",
         *       "CityEnabled": true,
         *       "CityRequired": true,
         *       "DistrictId": 1001,
         *       "City": "เขตพระนคร",
         *       "CountyEnabled": true,
         *       "CountyRequired": true,
         *       "SubDistrictId": 100101,
         *       "County": "แขวงพระบรมมหาราชวัง",
         *       "StreetAddressEnabled": true,
         *       "StreetAddressRequired": true,
         *       "Address1": "99/1 ถนนหน้าพระลาน",
         *       "StreetAddress2Enabled": true,
         *       "StreetAddress2Required": false,
         *       "Address2": null,
         *       "ZipPostalCodeEnabled": true,
         *       "ZipPostalCodeRequired": true,
         *       "ZipPostalCode": "10200",
         *       "PhoneEnabled": true,
         *       "PhoneRequired": true,
         *       "PhoneNumber": "0812345678",
         *       "AvailableCountries": [],
         *       "AvailableStates": [],
         *       "AvailableDistricts": [],
         *       "CustomProperties": {}
         *     }
         */
        AddressModel: {
            /** @description The address's id (0 for a blank form). */
            Id: number;
            /** @description The recipient's first name. */
            FirstName: string | null;
            /** @description The recipient's last name. */
            LastName: string | null;
            /** @description The recipient's e-mail. */
            Email: string | null;
            /** @description Whether the company field is shown. */
            CompanyEnabled: boolean;
            /** @description Whether the company must be given. */
            CompanyRequired: boolean;
            /** @description The company, for a company tax invoice. */
            Company: string | null;
            /** @description Whether the country field is shown (false while the store ships only to Thailand). */
            CountryEnabled: boolean;
            /** @description The country's id. */
            CountryId: number | null;
            /** @description The country's name. */
            CountryName: string | null;
            /** @description Whether the province field is shown. */
            StateProvinceEnabled: boolean;
            /** @description The province's id. */
            StateProvinceId: number | null;
            /** @description The province's name. */
            StateProvinceName: string | null;
            /** @description Whether the district field is shown. */
            CityEnabled: boolean;
            /** @description Whether the district must be given. */
            CityRequired: boolean;
            /** @description The district's id (custom; a DistrictModel id). */
            DistrictId: number | null;
            /** @description The district's name (upstream City). */
            City: string | null;
            /** @description Whether the sub-district field is shown. */
            CountyEnabled: boolean;
            /** @description Whether the sub-district must be given. */
            CountyRequired: boolean;
            /** @description The sub-district's id (custom; a SubDistrictModel id). */
            SubDistrictId: number | null;
            /** @description The sub-district's name (upstream County). */
            County: string | null;
            /** @description Whether the first address line is shown. */
            StreetAddressEnabled: boolean;
            /** @description Whether the first address line must be given. */
            StreetAddressRequired: boolean;
            /** @description House number, building, street. */
            Address1: string | null;
            /** @description Whether the second address line is shown. */
            StreetAddress2Enabled: boolean;
            /** @description Whether the second address line must be given. */
            StreetAddress2Required: boolean;
            /** @description More of the address (village, soi). */
            Address2: string | null;
            /** @description Whether the postcode field is shown. */
            ZipPostalCodeEnabled: boolean;
            /** @description Whether the postcode must be given. */
            ZipPostalCodeRequired: boolean;
            /** @description The 5-digit postcode. */
            ZipPostalCode: string | null;
            /** @description Whether the phone field is shown. */
            PhoneEnabled: boolean;
            /** @description Whether the phone must be given. */
            PhoneRequired: boolean;
            /** @description The recipient's phone number. */
            PhoneNumber: string | null;
            /** @description The countries to choose from (Value = id); empty outside a prepared form. */
            AvailableCountries: components["schemas"]["SelectListItem"][];
            /** @description The provinces of the country (Value = id); empty outside a prepared form. */
            AvailableStates: components["schemas"]["SelectListItem"][];
            /** @description The districts of the province with their sub-districts (custom); empty outside a prepared form or without a province. */
            AvailableDistricts: components["schemas"]["DistrictModel"][];
            /** @description Extension properties; empty. */
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description An address as the add and edit forms send it; the server fills City, County and the names from the ids.
         * @example {
         *       "FirstName": "สมชาย",
         *       "LastName": "ใจดี",
         *       "Email": "somchai@example.com",
         *       "Company": null,
         *       "CountryId": 1,
         *       "StateProvinceId": 10,
         *       "DistrictId": 1001,
         *       "SubDistrictId": 100101,
         *       "Address1": "99/1 ถนนหน้าพระลาน",
         *       "Address2": null,
         *       "ZipPostalCode": "10200",
         *       "PhoneNumber": "0812345678"
         *     }
         */
        AddressInputModel: {
            /** @description The recipient's first name. */
            FirstName: string;
            /** @description The recipient's last name. */
            LastName: string;
            /**
             * Format: email
             * @description The recipient's e-mail.
             */
            Email: string;
            /** @description The company, for a company tax invoice. */
            Company?: string | null;
            /** @description The country's id (Thailand). */
            CountryId: number;
            /** @description The province's id. */
            StateProvinceId: number;
            /** @description The district's id; must lie in the province. */
            DistrictId: number;
            /** @description The sub-district's id; must lie in the district. */
            SubDistrictId: number;
            /** @description Ignored (the district's name is taken from DistrictId). */
            City?: string | null;
            /** @description Ignored (the sub-district's name is taken from SubDistrictId). */
            County?: string | null;
            /** @description House number, building, street. */
            Address1: string;
            /** @description More of the address (village, soi). */
            Address2?: string | null;
            /** @description The 5-digit postcode; must be the sub-district's. */
            ZipPostalCode: string;
            /** @description A Thai phone number (0XXXXXXXX(X) or +66...), digits only. */
            PhoneNumber: string;
        };
        /** @description The body of an address form (upstream CustomerAddressEditModel). */
        CustomerAddressEditInput: {
            /** @description The address. */
            Address: components["schemas"]["AddressInputModel"];
        };
        /** @description The add-address and edit-address request. */
        AddressEditRequest: {
            /** @description The address form. */
            Data: components["schemas"]["CustomerAddressEditInput"];
        };
        /** @description An address prepared for its form (upstream CustomerAddressEditModel). */
        CustomerAddressEditModel: {
            /** @description The address with its choice lists filled. */
            Address: components["schemas"]["AddressModel"];
        };
        /** @description The address-form answer. */
        AddressFormResponse: {
            /** @description The prepared form. */
            Data: components["schemas"]["CustomerAddressEditModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The customer's addresses (upstream CustomerAddressListModel) and the shipping choice. */
        AddressListModel: {
            /** @description The addresses, newest first (choice lists empty). */
            Addresses: components["schemas"]["AddressModel"][];
            /** @description The id of the chosen shipping address (saveshipping), or null (custom). */
            SelectedShippingAddressId: number | null;
        };
        /** @description The address-list answer. */
        AddressListResponse: {
            /** @description The addresses. */
            Data: components["schemas"]["AddressListModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description An answer carrying one address. */
        AddressResponse: {
            /** @description The address (choice lists empty). */
            Data: components["schemas"]["AddressModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description The add-address answer (201).
         * @example {
         *       "Data": 13,
         *       "Message": "The address has been saved.",
         *       "ErrorList": []
         *     }
         */
        AddressCreatedResponse: {
            /** @description The new address's id. */
            Data: number;
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description A state (for Thailand, a province), lowercase as upstream sends it.
         * @example {
         *       "id": 10,
         *       "name": "กรุงเทพมหานคร"
         *     }
         */
        StateModel: {
            /** @description The state's id (the reference server uses the 2-digit Thai province code). */
            id: number;
            /** @description The state's name in the answer's language. */
            name: string;
        };
        /** @description The states answer. */
        StateListResponse: {
            /** @description The states, sorted by name. */
            Data: components["schemas"]["StateModel"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description A Thai sub-district (ตำบล, or แขวง in Bangkok) and its postcode. */
        SubDistrictModel: {
            /** @description The sub-district's id (the reference server uses the 6-digit Thai code). */
            Id: number;
            /** @description The name in the answer's language. */
            Name: string;
            /** @description Its 5-digit postcode. */
            PostCode: string;
        };
        /**
         * @description A Thai district (อำเภอ, or เขต in Bangkok) with its sub-districts.
         * @example {
         *       "Id": 1001,
         *       "Name": "เขตพระนคร",
         *       "SubDistricts": [
         *         {
         *           "Id": 100101,
         *           "Name": "แขวงพระบรมมหาราชวัง",
         *           "PostCode": "10200"
         *         },
         *         {
         *           "Id": 100102,
         *           "Name": "แขวงวังบูรพาภิรมย์",
         *           "PostCode": "10200"
         *         }
         *       ]
         *     }
         */
        DistrictModel: {
            /** @description The district's id (the reference server uses the 4-digit Thai code). */
            Id: number;
            /** @description The name in the answer's language. */
            Name: string;
            /** @description Its sub-districts, sorted by name. */
            SubDistricts: components["schemas"]["SubDistrictModel"][];
        };
        /** @description The districts answer. */
        DistrictListResponse: {
            /** @description The province's districts, sorted by name. */
            Data: components["schemas"]["DistrictModel"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description The contact form (upstream ContactUsModel, with a subject list added).
         * @example {
         *       "Email": "somchai@example.com",
         *       "FullName": "สมชาย ใจดี",
         *       "SubjectEnabled": true,
         *       "Subject": null,
         *       "AvailableSubjects": [
         *         {
         *           "Disabled": false,
         *           "Group": null,
         *           "Selected": false,
         *           "Text": "สอบถามการสั่งซื้อ",
         *           "Value": "order"
         *         },
         *         {
         *           "Disabled": false,
         *           "Group": null,
         *           "Selected": false,
         *           "Text": "ปัญหาการดาวน์โหลดหรืออ่านหนังสือ",
         *           "Value": "download"
         *         },
         *         {
         *           "Disabled": false,
         *           "Group": null,
         *           "Selected": false,
         *           "Text": "อื่น ๆ",
         *           "Value": "other"
         *         }
         *       ],
         *       "Enquiry": null,
         *       "SuccessfullySent": false,
         *       "Result": null,
         *       "DisplayCaptcha": false,
         *       "CustomProperties": {}
         *     }
         */
        ContactUsModel: {
            /** @description The sender's e-mail (the signed-in customer's, prefilled). */
            Email: string | null;
            /** @description The sender's name (the signed-in customer's, prefilled). */
            FullName: string | null;
            /** @description Whether a subject is asked for. */
            SubjectEnabled: boolean;
            /** @description The chosen subject (the Value of one of AvailableSubjects). */
            Subject: string | null;
            /** @description The subjects to choose from (custom), labelled in the answer's language. */
            AvailableSubjects: components["schemas"]["SelectListItem"][];
            /** @description The message. */
            Enquiry: string | null;
            /** @description Whether the message was sent. */
            SuccessfullySent: boolean;
            /** @description What to tell the sender after sending. */
            Result: string | null;
            /** @description Whether a captcha is asked for (always false here). */
            DisplayCaptcha: boolean;
            /** @description Extension properties; empty. */
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description A message to the store as the form sends it. */
        ContactUsInput: {
            /**
             * Format: email
             * @description The sender's e-mail (replies go there).
             */
            Email: string;
            /** @description The sender's name. */
            FullName: string;
            /** @description The Value of one of AvailableSubjects. */
            Subject: string;
            /** @description The message. */
            Enquiry: string;
        };
        /** @description The contact-us request. */
        ContactUsRequest: {
            /** @description The message. */
            Data: components["schemas"]["ContactUsInput"];
        };
        /** @description The contact-us answer. */
        ContactUsResponse: {
            /** @description The form, prepared or after sending. */
            Data: components["schemas"]["ContactUsModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description The contact-a-publisher form (upstream ContactVendorModel).
         * @example {
         *       "VendorId": 5,
         *       "VendorName": "สำนักพิมพ์ศิลปากร",
         *       "Email": "somchai@example.com",
         *       "FullName": "สมชาย ใจดี",
         *       "SubjectEnabled": true,
         *       "Subject": "ขอสอบถามเรื่องการพิมพ์ซ้ำ",
         *       "Enquiry": "จะมีฉบับอีบุ๊กของเล่มสองเมื่อไรครับ",
         *       "SuccessfullySent": true,
         *       "Result": "ส่งข้อความถึงสำนักพิมพ์แล้ว",
         *       "DisplayCaptcha": false,
         *       "CustomProperties": {}
         *     }
         */
        ContactVendorModel: {
            /** @description The publisher's (vendor's) id. */
            VendorId: number;
            /** @description The publisher's name. */
            VendorName: string;
            /** @description The sender's e-mail. */
            Email: string | null;
            /** @description The sender's name. */
            FullName: string | null;
            /** @description Whether a subject is asked for. */
            SubjectEnabled: boolean;
            /** @description The subject. */
            Subject: string | null;
            /** @description The message. */
            Enquiry: string | null;
            /** @description Whether the message was sent. */
            SuccessfullySent: boolean;
            /** @description What to tell the sender after sending. */
            Result: string | null;
            /** @description Whether a captcha is asked for (always false here). */
            DisplayCaptcha: boolean;
            /** @description Extension properties; empty. */
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description A message to a publisher as the form sends it. */
        ContactVendorInput: {
            /** @description The publisher's (vendor's) id. */
            VendorId: number;
            /** @description The publisher's name as shown; ignored (taken from VendorId). */
            VendorName?: string | null;
            /**
             * Format: email
             * @description The sender's e-mail (replies go there).
             */
            Email: string;
            /** @description The sender's name. */
            FullName: string;
            /** @description The subject. */
            Subject: string;
            /** @description The message. */
            Enquiry: string;
        };
        /** @description The contact-vendor request. */
        ContactVendorRequest: {
            /** @description The message. */
            Data: components["schemas"]["ContactVendorInput"];
        };
        /** @description The contact-vendor answer. */
        ContactVendorResponse: {
            /** @description The form after sending. */
            Data: components["schemas"]["ContactVendorModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description One choice of a master-data list (book type, account type).
         * @example {
         *       "Id": 1,
         *       "Name": "นวนิยาย"
         *     }
         */
        MasterDataItem: {
            /** @description The choice's id (sent back in the application). */
            Id: number;
            /** @description The label in the answer's language. */
            Name: string;
        };
        /** @description A master-data list answer. */
        MasterDataListResponse: {
            /** @description The choices, in display order. */
            Data: components["schemas"]["MasterDataItem"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The bank account a publisher is paid into. */
        PublisherBankAccount: {
            /** @description The bank (e.g. ธนาคารกสิกรไทย). */
            BankName: string;
            /** @description The account holder's name; should match the applicant's name. */
            AccountName: string;
            /** @description The account number, digits only (10-15). */
            AccountNumber: string;
        };
        /**
         * @description An application to become a publisher (custom).
         * @example {
         *       "AccountTypeId": 2,
         *       "Name": "บริษัท หนังสือดี จำกัด",
         *       "TaxId": "0105561234567",
         *       "ContactName": "สมหญิง รักอ่าน",
         *       "ContactEmail": "contact@nangsuedee.example",
         *       "Phone": "021234567",
         *       "Address": "123 ถนนพระอาทิตย์ แขวงชนะสงคราม เขตพระนคร กรุงเทพมหานคร 10200",
         *       "BookTypeIds": [
         *         1,
         *         3
         *       ],
         *       "BankAccount": {
         *         "BankName": "ธนาคารกสิกรไทย",
         *         "AccountName": "บริษัท หนังสือดี จำกัด",
         *         "AccountNumber": "1234567890"
         *       },
         *       "Website": "https://nangsuedee.example",
         *       "Description": "สำนักพิมพ์วรรณกรรมไทยร่วมสมัย"
         *     }
         */
        PublisherApplicationModel: {
            /** @description The account type (an Id from getmasteraccounttype). */
            AccountTypeId: number;
            /** @description The company's or the person's name, as registered. */
            Name: string;
            /** @description The 13-digit Thai tax id (a person's national id or a company's registration number); the check digit is verified. */
            TaxId: string;
            /** @description Who to talk to, when not the applicant. */
            ContactName?: string | null;
            /**
             * Format: email
             * @description The e-mail the store and customers write to.
             */
            ContactEmail: string;
            /** @description A Thai phone number, digits only. */
            Phone: string;
            /** @description The registered address, as one text (may span lines). */
            Address: string;
            /** @description The book types to sell (Ids from getmasterbook). */
            BookTypeIds: number[];
            /** @description Where payouts go. */
            BankAccount: components["schemas"]["PublisherBankAccount"];
            /**
             * Format: uri
             * @description The publisher's web site (http or https), if any.
             */
            Website?: string | null;
            /** @description About the publisher and its books. */
            Description?: string | null;
        };
        /** @description The publisher application request. */
        PublisherApplicationRequest: {
            /** @description The application. */
            Data: components["schemas"]["PublisherApplicationModel"];
        };
        /**
         * @description Where the application stands.
         * @example {
         *       "PublisherStatus": 10
         *     }
         */
        PublisherApplicationResultModel: {
            /** @description The customer's new publisher status (10 pending). */
            PublisherStatus: components["schemas"]["PublisherStatus"];
        };
        /** @description The publisher application answer; the store updates its cached CustomerInfo.PublisherStatus. */
        PublisherApplicationResponse: {
            /** @description The new status. */
            Data: components["schemas"]["PublisherApplicationResultModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description One content block placed by the store's staff. */
        ContentBlockModel: {
            /** @description The block's id. */
            Id: number;
            /** @description The block's stable name (for analytics and tests). */
            SystemName: string;
            /** @description The heading, or null. */
            Title: string | null;
            /** @description The content as HTML (sanitise before display), or null for a picture-only block. */
            Body: string | null;
            /** @description A banner picture, or null. */
            PictureUrl: string | null;
            /** @description Where the block leads (a store path like /category/3, or an https address), or null. */
            LinkUrl: string | null;
            /** @description The order within the zone (ascending). */
            DisplayOrder: number;
        };
        /**
         * @description The content blocks of one zone of one page (custom).
         * @example {
         *       "ContentKey": "basket",
         *       "WidgetZone": "top",
         *       "Blocks": [
         *         {
         *           "Id": 4,
         *           "SystemName": "basket-coin-promo",
         *           "Title": "ใช้เหรียญเป็นส่วนลด",
         *           "Body": "<p>ใช้เหรียญที่สะสมไว้เป็นส่วนลดได้ทันทีที่หน้าชำระเงิน</p>",
         *           "PictureUrl": null,
         *           "LinkUrl": "/topic/coins",
         *           "DisplayOrder": 1
         *         }
         *       ]
         *     }
         */
        DynamicContentModel: {
            /** @description The page or feature (echoed). */
            ContentKey: string;
            /** @description The placement (echoed). */
            WidgetZone: string;
            /** @description The blocks to show now, in display order; may be empty. */
            Blocks: components["schemas"]["ContentBlockModel"][];
        };
        /** @description The dynamic-content answer. */
        DynamicContentResponse: {
            /** @description The zone's blocks. */
            Data: components["schemas"]["DynamicContentModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description A sub-page of a topic. */
        TopicLinkModel: {
            /** @description The route key (/termandcondition/{Key}). */
            Key: string;
            /** @description The sub-page's topic code ({parent}-{Key}). */
            SystemName: string;
            /** @description The sub-page's title. */
            Title: string;
        };
        /**
         * @description A content page (upstream TopicModel) with its sub-pages.
         * @example {
         *       "Id": 2,
         *       "SystemName": "purchaseprocess",
         *       "Title": "ขั้นตอนการสั่งซื้อ",
         *       "Body": "<h2>ขั้นตอนการสั่งซื้อ</h2><p>เลือกหนังสือ ใส่ตะกร้า แล้วชำระเงิน</p>",
         *       "MetaTitle": "ขั้นตอนการสั่งซื้อ",
         *       "MetaDescription": "วิธีสั่งซื้อและชำระเงินสำหรับหนังสืออีบุ๊ก",
         *       "SeName": "purchaseprocess",
         *       "SubTopics": [
         *         {
         *           "Key": "payment",
         *           "SystemName": "purchaseprocess-payment",
         *           "Title": "วิธีชำระเงิน"
         *         },
         *         {
         *           "Key": "download",
         *           "SystemName": "purchaseprocess-download",
         *           "Title": "การดาวน์โหลดและอ่านหนังสือ"
         *         }
         *       ],
         *       "CustomProperties": {}
         *     }
         */
        TopicModel: {
            /** @description The topic's id. */
            Id: number;
            /** @description The topic's code. */
            SystemName: string;
            /** @description The title in the answer's language. */
            Title: string;
            /** @description The content as HTML (sanitise before display). */
            Body: string;
            /** @description The page title for search engines. */
            MetaTitle: string | null;
            /** @description The page description for search engines. */
            MetaDescription: string | null;
            /** @description The URL slug. */
            SeName: string;
            /** @description Its sub-pages (custom), empty for a sub-page or a topic without any. */
            SubTopics: components["schemas"]["TopicLinkModel"][];
            /** @description Extension properties; empty. */
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The topic answer. */
        TopicResponse: {
            /** @description The topic. */
            Data: components["schemas"]["TopicModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description An order's state. 10 pending, 20 processing, 30 complete, 40 cancelled.
         * @enum {integer}
         */
        OrderStatusCode: 10 | 20 | 30 | 40;
        /**
         * @description An order's payment state. 10 pending, 20 authorized, 30 paid, 35 partially refunded, 40 refunded, 50 voided.
         * @enum {integer}
         */
        PaymentStatusCode: 10 | 20 | 30 | 35 | 40 | 50;
        /**
         * @description A payment gateway's system name. Payments.Omise card via Omise, Payments.2C2P123 2C2P "123" payment code, Payments.PGW 2C2P payment gateway hosted page.
         * @enum {string}
         */
        PaymentMethodSystemName: "Payments.Omise" | "Payments.2C2P123" | "Payments.PGW";
        /**
         * @description One book in the basket (also the wishlist item shape).
         * @example {
         *       "Id": 15,
         *       "Sku": "EB-000101",
         *       "VendorName": "สำนักพิมพ์ศิลปากร",
         *       "Picture": {
         *         "ImageUrl": "/media/covers/101.png?w=357",
         *         "ThumbImageUrl": "/media/covers/101.png?w=120",
         *         "FullSizeImageUrl": "/media/covers/101.png",
         *         "Title": "ขุนช้างขุนแผน",
         *         "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *       },
         *       "ProductId": 101,
         *       "ProductName": "ขุนช้างขุนแผน",
         *       "ProductSeName": "khun-chang-khun-phaen",
         *       "UnitPrice": "฿189.00",
         *       "UnitPriceValue": 189,
         *       "SubTotal": "฿189.00",
         *       "SubTotalValue": 189,
         *       "Discount": null,
         *       "DiscountValue": 0,
         *       "Quantity": 1,
         *       "AllowItemEditing": false,
         *       "Warnings": [],
         *       "Authors": [
         *         {
         *           "Id": 7,
         *           "Name": "สุนทรภู่"
         *         }
         *       ],
         *       "FileFormat": "EPUB",
         *       "AlreadyOwned": false
         *     }
         */
        ShoppingCartItemModel: {
            /** @description The basket (or wishlist) item id, used by updatecart and removewishlist. */
            Id: number;
            /** @description The book's stock-keeping unit. */
            Sku: string | null;
            /** @description The publisher (vendor) selling the book. */
            VendorName: string | null;
            /** @description The book cover. */
            Picture: components["schemas"]["PictureModel"];
            /** @description The book's id. */
            ProductId: number;
            /** @description The title in the answer's language. */
            ProductName: string;
            /** @description The book's URL slug. */
            ProductSeName: string;
            /** @description The current price of one copy, formatted (e.g. ฿189.00). */
            UnitPrice: string;
            /** @description The current price of one copy in baht. */
            UnitPriceValue: number;
            /** @description The line total, formatted (equals UnitPrice for quantity 1). */
            SubTotal: string;
            /** @description The line total in baht. */
            SubTotalValue: number;
            /** @description The discount on this line, formatted; null when none. */
            Discount: string | null;
            /** @description The discount on this line in baht; 0 when none. */
            DiscountValue: number;
            /** @description Copies; always 1 for an e-book. */
            Quantity: number;
            /** @description Whether the quantity can be edited (false for e-books; removal is always possible). */
            AllowItemEditing: boolean;
            /** @description Problems with this line (already owned, no longer for sale, price changed), in the answer's language. */
            Warnings: string[];
            /** @description The book's authors, in credit order. */
            Authors: components["schemas"]["BookAuthor"][];
            /** @description The book file's format. */
            FileFormat: components["schemas"]["FileFormat"];
            /** @description Custom. Whether the signed-in customer already owns this book (always false for guests). In the basket an owned book blocks checkout; in the wishlist it marks a book bought since it was wished for, which a client offers to read rather than to move to the basket (the basket would refuse it). Warnings says the same in words for clients of the upstream model. */
            AlreadyOwned: boolean;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description A coupon applied to the basket. */
        AppliedDiscountWithCode: {
            /** @description The discount's id (used in the removediscount-{discountId} form key). */
            Id: number;
            /** @description The coupon code as the store defines it. */
            CouponCode: string;
        };
        /** @description The coupon box of the basket. */
        DiscountBoxModel: {
            /** @description The coupons applied to the basket. */
            AppliedDiscountsWithCodes: components["schemas"]["AppliedDiscountWithCode"][];
            /** @description Whether to show the coupon box (false when no coupon discount exists). */
            Display: boolean;
            /** @description Messages of the last apply or remove (success or the reason it failed). */
            Messages: string[];
            /** @description Whether the last coupon code sent was applied. */
            IsApplied: boolean;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description The basket's (or checkout's) totals; formatted strings with their baht values beside them.
         * @example {
         *       "SubTotal": "฿378.00",
         *       "SubTotalValue": 378,
         *       "SubTotalDiscount": null,
         *       "SubTotalDiscountValue": 0,
         *       "Tax": "฿24.73",
         *       "TaxValue": 24.73,
         *       "OrderTotalDiscount": "฿37.80",
         *       "OrderTotalDiscountValue": 37.8,
         *       "RedeemedRewardPoints": 0,
         *       "RedeemedRewardPointsAmount": null,
         *       "RedeemedRewardPointsAmountValue": 0,
         *       "WillEarnRewardPoints": 34,
         *       "OrderTotal": "฿340.20",
         *       "OrderTotalValue": 340.2
         *     }
         */
        OrderTotalsModel: {
            /** @description The sum of the lines, formatted. */
            SubTotal: string;
            /** @description The sum of the lines in baht. */
            SubTotalValue: number;
            /** @description The discount on the subtotal, formatted; null when none. */
            SubTotalDiscount: string | null;
            /** @description The discount on the subtotal in baht; 0 when none. */
            SubTotalDiscountValue: number;
            /** @description The VAT included in the prices, formatted; null when not shown. */
            Tax: string | null;
            /** @description The VAT included in the prices in baht. */
            TaxValue: number;
            /** @description The discount on the order total (coupons), formatted; null when none. */
            OrderTotalDiscount: string | null;
            /** @description The discount on the order total in baht; 0 when none. */
            OrderTotalDiscountValue: number;
            /** @description The coins used to pay (0 unless UseRewardPoints is on). */
            RedeemedRewardPoints: number;
            /** @description What the coins used are worth, formatted; null when none are used. */
            RedeemedRewardPointsAmount: string | null;
            /** @description What the coins used are worth in baht; 0 when none. */
            RedeemedRewardPointsAmountValue: number;
            /** @description The coins the customer will earn when this order is paid. */
            WillEarnRewardPoints: number;
            /** @description The amount to pay, formatted. */
            OrderTotal: string;
            /** @description The amount to pay in baht. */
            OrderTotalValue: number;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description The basket.
         * @example {
         *       "Items": [
         *         {
         *           "Id": 15,
         *           "Sku": "EB-000101",
         *           "VendorName": "สำนักพิมพ์ศิลปากร",
         *           "Picture": {
         *             "ImageUrl": "/media/covers/101.png?w=357",
         *             "ThumbImageUrl": "/media/covers/101.png?w=120",
         *             "FullSizeImageUrl": "/media/covers/101.png",
         *             "Title": "ขุนช้างขุนแผน",
         *             "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *           },
         *           "ProductId": 101,
         *           "ProductName": "ขุนช้างขุนแผน",
         *           "ProductSeName": "khun-chang-khun-phaen",
         *           "UnitPrice": "฿189.00",
         *           "UnitPriceValue": 189,
         *           "SubTotal": "฿189.00",
         *           "SubTotalValue": 189,
         *           "Discount": null,
         *           "DiscountValue": 0,
         *           "Quantity": 1,
         *           "AllowItemEditing": false,
         *           "Warnings": [],
         *           "Authors": [
         *             {
         *               "Id": 7,
         *               "Name": "สุนทรภู่"
         *             }
         *           ],
         *           "FileFormat": "EPUB",
         *           "AlreadyOwned": false
         *         },
         *         {
         *           "Id": 18,
         *           "Sku": "EB-000205",
         *           "VendorName": "สำนักพิมพ์มติชน",
         *           "Picture": {
         *             "ImageUrl": "/media/covers/205.png?w=357",
         *             "ThumbImageUrl": "/media/covers/205.png?w=120",
         *             "FullSizeImageUrl": "/media/covers/205.png",
         *             "Title": "สี่แผ่นดิน",
         *             "AlternateText": "ปกหนังสือ สี่แผ่นดิน"
         *           },
         *           "ProductId": 205,
         *           "ProductName": "สี่แผ่นดิน",
         *           "ProductSeName": "si-phaen-din",
         *           "UnitPrice": "฿189.00",
         *           "UnitPriceValue": 189,
         *           "SubTotal": "฿189.00",
         *           "SubTotalValue": 189,
         *           "Discount": null,
         *           "DiscountValue": 0,
         *           "Quantity": 1,
         *           "AllowItemEditing": false,
         *           "Warnings": [],
         *           "Authors": [
         *             {
         *               "Id": 12,
         *               "Name": "ม.ร.ว. คึกฤทธิ์ ปราโมช"
         *             }
         *           ],
         *           "FileFormat": "PDF",
         *           "AlreadyOwned": false
         *         }
         *       ],
         *       "Warnings": [],
         *       "DiscountBox": {
         *         "AppliedDiscountsWithCodes": [
         *           {
         *             "Id": 3,
         *             "CouponCode": "READ2025"
         *           }
         *         ],
         *         "Display": true,
         *         "Messages": [
         *           "The coupon code was applied."
         *         ],
         *         "IsApplied": true
         *       },
         *       "IsEditable": true,
         *       "OrderTotals": {
         *         "SubTotal": "฿378.00",
         *         "SubTotalValue": 378,
         *         "SubTotalDiscount": null,
         *         "SubTotalDiscountValue": 0,
         *         "Tax": "฿24.73",
         *         "TaxValue": 24.73,
         *         "OrderTotalDiscount": "฿37.80",
         *         "OrderTotalDiscountValue": 37.8,
         *         "RedeemedRewardPoints": 0,
         *         "RedeemedRewardPointsAmount": null,
         *         "RedeemedRewardPointsAmountValue": 0,
         *         "WillEarnRewardPoints": 34,
         *         "OrderTotal": "฿340.20",
         *         "OrderTotalValue": 340.2
         *       }
         *     }
         */
        ShoppingCartModel: {
            /** @description The books in the basket; empty for an empty basket. */
            Items: components["schemas"]["ShoppingCartItemModel"][];
            /** @description Basket-level problems (e.g. a coupon no longer valid), in the answer's language. */
            Warnings: string[];
            /** @description The coupon box. */
            DiscountBox: components["schemas"]["DiscountBoxModel"];
            /** @description Whether items can be removed here (false on the checkout summary). */
            IsEditable: boolean;
            /** @description The basket totals. */
            OrderTotals: components["schemas"]["OrderTotalsModel"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The envelope answering with the basket. */
        CartResponse: {
            /** @description The basket. */
            Data: components["schemas"]["ShoppingCartModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The envelope answering add-to-cart with the basket and wishlist counts. */
        AddProductToCartResponse: {
            /** @description The basket and wishlist counts after the change. */
            Data: components["schemas"]["CartCountsModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description The coins (reward points) block of the checkout.
         * @example {
         *       "DisplayRewardPoints": true,
         *       "RewardPointsBalance": 120,
         *       "RewardPointsAmount": "฿120.00",
         *       "RewardPointsAmountValue": 120,
         *       "RewardPointsToUse": 120,
         *       "RewardPointsToUseAmount": "฿120.00",
         *       "RewardPointsToUseAmountValue": 120,
         *       "UseRewardPoints": false
         *     }
         */
        RewardPointsModel: {
            /** @description Whether to offer paying with coins (coins enabled and the balance above 0). */
            DisplayRewardPoints: boolean;
            /** @description The customer's coin balance. */
            RewardPointsBalance: number;
            /** @description What the whole balance is worth, formatted. */
            RewardPointsAmount: string;
            /** @description What the whole balance is worth in baht. */
            RewardPointsAmountValue: number;
            /** @description The coins this order would use (at most the balance, at most what covers the total). */
            RewardPointsToUse: number;
            /** @description What RewardPointsToUse is worth, formatted. */
            RewardPointsToUseAmount: string;
            /** @description What RewardPointsToUse is worth in baht. */
            RewardPointsToUseAmountValue: number;
            /** @description Whether the customer chose to pay with coins for this checkout. */
            UseRewardPoints: boolean;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description A payment method offered at checkout.
         * @example {
         *       "PaymentMethodSystemName": "Payments.Omise",
         *       "Name": "บัตรเครดิต / เดบิต",
         *       "Description": "ชำระด้วยบัตร Visa, Mastercard, JCB",
         *       "Fee": null,
         *       "FeeValue": 0,
         *       "Selected": true,
         *       "LogoUrl": "/media/payments/omise.png"
         *     }
         */
        PaymentMethodModel: {
            /** @description The gateway's system name. */
            PaymentMethodSystemName: components["schemas"]["PaymentMethodSystemName"];
            /** @description The method's name in the answer's language. */
            Name: string;
            /** @description A short explanation of the method. */
            Description: string | null;
            /** @description The method's extra fee, formatted; null when free. */
            Fee: string | null;
            /** @description The method's extra fee in baht; 0 when free. */
            FeeValue: number;
            /** @description Whether this is the preselected method (the customer's last used). */
            Selected: boolean;
            /** @description The method's logo. */
            LogoUrl: string | null;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description The checkout summary the payment page shows.
         * @example {
         *       "Cart": {
         *         "Items": [
         *           {
         *             "Id": 15,
         *             "Sku": "EB-000101",
         *             "VendorName": "สำนักพิมพ์ศิลปากร",
         *             "Picture": {
         *               "ImageUrl": "/media/covers/101.png?w=357",
         *               "ThumbImageUrl": "/media/covers/101.png?w=120",
         *               "FullSizeImageUrl": "/media/covers/101.png",
         *               "Title": "ขุนช้างขุนแผน",
         *               "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *             },
         *             "ProductId": 101,
         *             "ProductName": "ขุนช้างขุนแผน",
         *             "ProductSeName": "khun-chang-khun-phaen",
         *             "UnitPrice": "฿189.00",
         *             "UnitPriceValue": 189,
         *             "SubTotal": "฿189.00",
         *             "SubTotalValue": 189,
         *             "Discount": null,
         *             "DiscountValue": 0,
         *             "Quantity": 1,
         *             "AllowItemEditing": false,
         *             "Warnings": [],
         *             "Authors": [
         *               {
         *                 "Id": 7,
         *                 "Name": "สุนทรภู่"
         *               }
         *             ],
         *             "FileFormat": "EPUB",
         *             "AlreadyOwned": false
         *           }
         *         ],
         *         "Warnings": [],
         *         "DiscountBox": {
         *           "AppliedDiscountsWithCodes": [],
         *           "Display": true,
         *           "Messages": [],
         *           "IsApplied": false
         *         },
         *         "IsEditable": false,
         *         "OrderTotals": {
         *           "SubTotal": "฿189.00",
         *           "SubTotalValue": 189,
         *           "SubTotalDiscount": null,
         *           "SubTotalDiscountValue": 0,
         *           "Tax": "฿12.36",
         *           "TaxValue": 12.36,
         *           "OrderTotalDiscount": null,
         *           "OrderTotalDiscountValue": 0,
         *           "RedeemedRewardPoints": 0,
         *           "RedeemedRewardPointsAmount": null,
         *           "RedeemedRewardPointsAmountValue": 0,
         *           "WillEarnRewardPoints": 18,
         *           "OrderTotal": "฿189.00",
         *           "OrderTotalValue": 189
         *         }
         *       },
         *       "OrderTotals": {
         *         "SubTotal": "฿189.00",
         *         "SubTotalValue": 189,
         *         "SubTotalDiscount": null,
         *         "SubTotalDiscountValue": 0,
         *         "Tax": "฿12.36",
         *         "TaxValue": 12.36,
         *         "OrderTotalDiscount": null,
         *         "OrderTotalDiscountValue": 0,
         *         "RedeemedRewardPoints": 0,
         *         "RedeemedRewardPointsAmount": null,
         *         "RedeemedRewardPointsAmountValue": 0,
         *         "WillEarnRewardPoints": 18,
         *         "OrderTotal": "฿189.00",
         *         "OrderTotalValue": 189
         *       },
         *       "PaymentMethods": [
         *         {
         *           "PaymentMethodSystemName": "Payments.Omise",
         *           "Name": "บัตรเครดิต / เดบิต",
         *           "Description": "ชำระด้วยบัตร Visa, Mastercard, JCB",
         *           "Fee": null,
         *           "FeeValue": 0,
         *           "Selected": true,
         *           "LogoUrl": "/media/payments/omise.png"
         *         },
         *         {
         *           "PaymentMethodSystemName": "Payments.PGW",
         *           "Name": "QR พร้อมเพย์ / โมบายแบงก์กิ้ง",
         *           "Description": "ชำระผ่านหน้าชำระเงินของ 2C2P",
         *           "Fee": null,
         *           "FeeValue": 0,
         *           "Selected": false,
         *           "LogoUrl": "/media/payments/2c2p.png"
         *         }
         *       ],
         *       "RewardPoints": {
         *         "DisplayRewardPoints": true,
         *         "RewardPointsBalance": 120,
         *         "RewardPointsAmount": "฿120.00",
         *         "RewardPointsAmountValue": 120,
         *         "RewardPointsToUse": 120,
         *         "RewardPointsToUseAmount": "฿120.00",
         *         "RewardPointsToUseAmountValue": 120,
         *         "UseRewardPoints": false
         *       },
         *       "IsPaymentRequired": true,
         *       "CheckoutToken": "ck_7f3a9c2e51b84d0f9e6a"
         *     }
         */
        CheckoutModel: {
            /** @description The basket as it will be ordered (IsEditable false); Cart.OrderTotals equals OrderTotals. */
            Cart: components["schemas"]["ShoppingCartModel"];
            /** @description The totals to pay, after coupons and coins. */
            OrderTotals: components["schemas"]["OrderTotalsModel"];
            /** @description The payment methods offered. */
            PaymentMethods: components["schemas"]["PaymentMethodModel"][];
            /** @description The coins (reward points) block. */
            RewardPoints: components["schemas"]["RewardPointsModel"];
            /** @description False when the total is 0 (coins or coupons cover it); then any confirm call places a paid order without a gateway. */
            IsPaymentRequired: boolean;
            /** @description The idempotency key the confirm calls send; valid only for this basket content, coupons and coins choice. */
            CheckoutToken: string;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The envelope answering with the checkout summary. */
        CheckoutResponse: {
            /** @description The checkout summary. */
            Data: components["schemas"]["CheckoutModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The coins choice. */
        UseRewardPointsModel: {
            /** @description True to pay with coins, false to stop. */
            UseRewardPoints: boolean;
        };
        /** @description The request turning coins on or off. */
        UseRewardPointsRequest: {
            /** @description The coins choice. */
            Data: components["schemas"]["UseRewardPointsModel"];
        };
        /**
         * @description Why checkout is blocked. EMPTY_CART the basket is empty; NOT_SIGNED_IN checkout needs a
         *     signed-in customer; ALREADY_OWNED the customer already owns this book (remove it);
         *     UNPUBLISHED the book is no longer published (remove it); NOT_FOR_SALE the book cannot be
         *     bought now (e.g. pre-order not open); PRICE_CHANGED the price changed since it was added
         *     (view the basket to see and accept the new price); COUPON_INVALID an applied coupon is no
         *     longer valid (remove it).
         * @enum {string}
         */
        VerifyCheckoutReasonCode: "EMPTY_CART" | "NOT_SIGNED_IN" | "ALREADY_OWNED" | "UNPUBLISHED" | "NOT_FOR_SALE" | "PRICE_CHANGED" | "COUPON_INVALID";
        /** @description One reason checkout is blocked. */
        VerifyCheckoutReason: {
            /** @description The reason code. */
            Code: components["schemas"]["VerifyCheckoutReasonCode"];
            /** @description The reason in the answer's language, ready to show. */
            Message: string;
            /** @description The book concerned, for item-level reasons; null otherwise. */
            ProductId: number | null;
        };
        /**
         * @description Whether the basket can be checked out, and why not.
         * @example {
         *       "CanCheckout": false,
         *       "Reasons": [
         *         {
         *           "Code": "ALREADY_OWNED",
         *           "Message": "You already own this e-book. Remove it from your cart.",
         *           "ProductId": 205
         *         }
         *       ]
         *     }
         */
        VerifyCheckoutModel: {
            /** @description True when nothing blocks checkout (Reasons is then empty). */
            CanCheckout: boolean;
            /** @description Everything that blocks checkout. */
            Reasons: components["schemas"]["VerifyCheckoutReason"][];
        };
        /** @description The envelope answering verify-checkout. */
        VerifyCheckoutResponse: {
            /** @description The verdict. */
            Data: components["schemas"]["VerifyCheckoutModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The envelope answering with the payment methods. */
        PaymentMethodsResponse: {
            /** @description The payment methods offered. */
            Data: components["schemas"]["PaymentMethodModel"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The CheckoutToken from GET /v2/checkout/checkoutbook. */
        CheckoutTokenValue: string;
        /**
         * Format: uri
         * @description Where the gateway sends the customer back; must be on the store's own domain.
         */
        ReturnUrl: string;
        /** @description A one-time Omise card token from Omise.js (tokn_...); null only when nothing is to be paid. */
        OmiseToken: string | null;
        /**
         * @description The 2C2P "123" channel to preset (ATM, BANKCOUNTER bank counter, OVERTHECOUNTER shop counter, WEBPAY internet banking); null lets the customer choose on 2C2P's page.
         * @enum {string|null}
         */
        Channel123: "ATM" | "BANKCOUNTER" | "OVERTHECOUNTER" | "WEBPAY" | null;
        /** @description What placing an order paid by Omise card needs. */
        ConfirmOrderOmiseModel: {
            /** @description The CheckoutToken from GET /v2/checkout/checkoutbook. */
            CheckoutToken: components["schemas"]["CheckoutTokenValue"];
            /** @description The Omise.js card token; may be null only when nothing is to be paid (and is ignored by the 2C2P calls). */
            OmiseToken?: components["schemas"]["OmiseToken"];
            /** @description Where the gateway sends the customer back (the store's own domain). */
            ReturnUrl: components["schemas"]["ReturnUrl"];
        };
        /** @description The request placing an order paid by Omise card. */
        ConfirmOrderOmiseRequest: {
            /** @description The order to place and the card token. */
            Data: components["schemas"]["ConfirmOrderOmiseModel"];
        };
        /** @description What placing an order paid through 2C2P "123" needs (the CheckoutToken travels in the path). */
        ConfirmOrder123Model: {
            /** @description Where the gateway sends the customer back (the store's own domain). */
            ReturnUrl: components["schemas"]["ReturnUrl"];
            /** @description The 2C2P "123" channel to preset; null or left out lets the customer choose (only change123payment and confirmorder123 read it). */
            Channel?: components["schemas"]["Channel123"];
        };
        /** @description The request placing an order paid through 2C2P "123". */
        ConfirmOrder123Request: {
            /** @description Where to return and the channel. */
            Data: components["schemas"]["ConfirmOrder123Model"];
        };
        /** @description What placing an order paid on the 2C2P PGW hosted page needs. */
        ConfirmOrderPgwModel: {
            /** @description The CheckoutToken from GET /v2/checkout/checkoutbook. */
            CheckoutToken: components["schemas"]["CheckoutTokenValue"];
            /** @description Where the gateway sends the customer back (the store's own domain). */
            ReturnUrl: components["schemas"]["ReturnUrl"];
        };
        /** @description The request placing an order paid on the 2C2P PGW hosted page. */
        ConfirmOrderPgwRequest: {
            /** @description The order to place. */
            Data: components["schemas"]["ConfirmOrderPgwModel"];
        };
        /** @description What paying an unpaid order again needs. */
        ChangePaymentModel: {
            /** @description The unpaid order. */
            OrderId: number;
            /** @description Where the gateway sends the customer back (the store's own domain). */
            ReturnUrl: components["schemas"]["ReturnUrl"];
            /** @description The Omise.js card token; may be null only when nothing is to be paid (and is ignored by the 2C2P calls). */
            OmiseToken?: components["schemas"]["OmiseToken"];
            /** @description The 2C2P "123" channel to preset; null or left out lets the customer choose (only change123payment and confirmorder123 read it). */
            Channel?: components["schemas"]["Channel123"];
        };
        /** @description The request paying an unpaid order again (changeomisepayment needs OmiseToken; change123payment may send Channel). */
        ChangePaymentRequest: {
            /** @description The order to pay again. */
            Data: components["schemas"]["ChangePaymentModel"];
        };
        /**
         * @description The order a confirm or change-payment call placed or paid, and where to send the customer.
         * @example {
         *       "OrderId": 5012,
         *       "CustomOrderNumber": "EB-2025-005012",
         *       "PaymentStatus": "รอชำระเงิน",
         *       "PaymentStatusEnum": 10,
         *       "RedirectUrl": "https://sandbox-pgw.2c2p.com/payment/4.1/#/token/kSAops9Zwhos8hSTSeLTUcCB",
         *       "Message": null
         *     }
         */
        ConfirmOrderResult: {
            /** @description The order's id. */
            OrderId: number;
            /** @description The order number shown to the customer. */
            CustomOrderNumber: string;
            /** @description The payment state as text in the answer's language. */
            PaymentStatus: string;
            /** @description The payment state as a code. */
            PaymentStatusEnum: components["schemas"]["PaymentStatusCode"];
            /** @description The gateway page to send the customer to (3-D Secure, 2C2P 123 slip, PGW page); null when already paid (total 0, coins, or card charged at once). */
            RedirectUrl: string | null;
            /** @description A note to show (e.g. "Payment received." or how to pay the 123 code). */
            Message: string | null;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The envelope answering a confirm or change-payment call. */
        ConfirmOrderResponse: {
            /** @description The order and where to send the customer. */
            Data: components["schemas"]["ConfirmOrderResult"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description A book of a completed order, as the completed page lists it. */
        CompletedOrderItem: {
            /** @description The book's id. */
            ProductId: number;
            /** @description The title in the answer's language. */
            ProductName: string;
            /** @description The book's URL slug. */
            ProductSeName: string;
            /** @description The book cover. */
            Picture: components["schemas"]["PictureModel"];
        };
        /**
         * @description The order-completed page.
         * @example {
         *       "OrderId": 5012,
         *       "CustomOrderNumber": "EB-2025-005012",
         *       "OrderTotal": "฿189.00",
         *       "OrderTotalValue": 189,
         *       "PaymentStatus": "ชำระเงินแล้ว",
         *       "PaymentStatusEnum": 30,
         *       "OrderStatus": "เสร็จสมบูรณ์",
         *       "OrderStatusEnum": 30,
         *       "PaymentMethodSystemName": "Payments.Omise",
         *       "Items": [
         *         {
         *           "ProductId": 101,
         *           "ProductName": "ขุนช้างขุนแผน",
         *           "ProductSeName": "khun-chang-khun-phaen",
         *           "Picture": {
         *             "ImageUrl": "/media/covers/101.png?w=357",
         *             "ThumbImageUrl": "/media/covers/101.png?w=120",
         *             "FullSizeImageUrl": "/media/covers/101.png",
         *             "Title": "ขุนช้างขุนแผน",
         *             "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *           }
         *         }
         *       ],
         *       "CustomerEmail": "somchai@example.com"
         *     }
         */
        CheckoutCompletedModel: {
            /** @description The order's id. */
            OrderId: number;
            /** @description The order number shown to the customer. */
            CustomOrderNumber: string;
            /** @description The amount paid or due, formatted. */
            OrderTotal: string;
            /** @description The amount paid or due in baht. */
            OrderTotalValue: number;
            /** @description The payment state as text in the answer's language. */
            PaymentStatus: string;
            /** @description The payment state as a code. */
            PaymentStatusEnum: components["schemas"]["PaymentStatusCode"];
            /** @description The order state as text in the answer's language. */
            OrderStatus: string;
            /** @description The order state as a code. */
            OrderStatusEnum: components["schemas"]["OrderStatusCode"];
            /** @description The gateway used; null when nothing was due. */
            PaymentMethodSystemName: components["schemas"]["PaymentMethodSystemName"] | null;
            /** @description The books of the order. */
            Items: components["schemas"]["CompletedOrderItem"][];
            /**
             * Format: email
             * @description Where the receipt was (or will be, once paid) e-mailed.
             */
            CustomerEmail: string;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The envelope answering with the order-completed page. */
        CheckoutCompletedResponse: {
            /** @description The completed order. */
            Data: components["schemas"]["CheckoutCompletedModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description An order-history tab. AP all purchases (every order); PD pending (awaiting payment:
         *     PaymentStatus 10 or 20, not cancelled); CR completed (paid, books delivered: PaymentStatus
         *     30, not cancelled); RR refunded/returned (OrderStatus 40 cancelled, or PaymentStatus 35, 40
         *     or 50).
         * @enum {string}
         */
        OrderHistoryType: "AP" | "PD" | "CR" | "RR";
        /** @description One order in the order history. */
        OrderHistoryItem: {
            /** @description The order's id. */
            Id: number;
            /** @description The order number shown to the customer. */
            CustomOrderNumber: string;
            /** @description The order total, formatted. */
            OrderTotal: string;
            /** @description The order total in baht. */
            OrderTotalValue: number;
            /** @description The order state as a code. */
            OrderStatusEnum: components["schemas"]["OrderStatusCode"];
            /** @description The order state as text in the answer's language. */
            OrderStatus: string;
            /** @description The payment state as text in the answer's language. */
            PaymentStatus: string;
            /** @description The payment state as a code. */
            PaymentStatusEnum: components["schemas"]["PaymentStatusCode"];
            /**
             * Format: date-time
             * @description When the order was placed (UTC).
             */
            CreatedOn: string;
            /** @description The number of books in the order. */
            ItemCount: number;
            /** @description The cover of the order's first book, for the list thumbnail. */
            FirstItemPictureUrl: string | null;
            /** @description Whether the order can still be cancelled (unpaid). */
            CanCancel: boolean;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /**
         * @description A page of the customer's orders of one history type.
         * @example {
         *       "OrderHistoryType": "AP",
         *       "Orders": [
         *         {
         *           "Id": 5012,
         *           "CustomOrderNumber": "EB-2025-005012",
         *           "OrderTotal": "฿340.20",
         *           "OrderTotalValue": 340.2,
         *           "OrderStatusEnum": 10,
         *           "OrderStatus": "รอดำเนินการ",
         *           "PaymentStatus": "รอชำระเงิน",
         *           "PaymentStatusEnum": 10,
         *           "CreatedOn": "2025-03-14T09:21:05Z",
         *           "ItemCount": 2,
         *           "FirstItemPictureUrl": "/media/covers/101.png?w=120",
         *           "CanCancel": true
         *         }
         *       ],
         *       "PageNumber": 1,
         *       "PageSize": 10,
         *       "TotalItems": 1,
         *       "TotalPages": 1,
         *       "HasPreviousPage": false,
         *       "HasNextPage": false
         *     }
         */
        OrderHistoryModel: {
            /** @description The history type shown. */
            OrderHistoryType: components["schemas"]["OrderHistoryType"];
            /** @description The orders on this page, newest first. */
            Orders: components["schemas"]["OrderHistoryItem"][];
            /** @description The page shown (one-based). */
            PageNumber: number;
            /** @description Orders per page. */
            PageSize: number;
            /** @description Orders of this type in all. */
            TotalItems: number;
            /** @description Pages in all. */
            TotalPages: number;
            /** @description Whether a previous page exists. */
            HasPreviousPage: boolean;
            /** @description Whether a next page exists. */
            HasNextPage: boolean;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The envelope answering with a page of order history. */
        OrderHistoryResponse: {
            /** @description A page of orders. */
            Data: components["schemas"]["OrderHistoryModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The order to check. */
        CanRepaymentRequestModel: {
            /** @description The order's id. */
            OrderId: number;
        };
        /** @description The request asking whether an order can be paid again. */
        CanRepaymentRequest: {
            /** @description The order to check. */
            Data: components["schemas"]["CanRepaymentRequestModel"];
        };
        /**
         * @description Whether an order can be paid again, and how.
         * @example {
         *       "CanRepayment": false,
         *       "Reason": "This order is already paid.",
         *       "PaymentMethods": []
         *     }
         */
        CanRepaymentModel: {
            /** @description Whether the order can be paid again now. */
            CanRepayment: boolean;
            /** @description Why not, in the answer's language; null when it can. */
            Reason: string | null;
            /** @description The methods to pay with (empty when it cannot be paid again). */
            PaymentMethods: components["schemas"]["PaymentMethodModel"][];
        };
        /** @description The envelope answering can-repayment. */
        CanRepaymentResponse: {
            /** @description The verdict and methods. */
            Data: components["schemas"]["CanRepaymentModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description One book of an order. */
        OrderItemModel: {
            /** @description The order item's id. */
            Id: number;
            /**
             * Format: uuid
             * @description The order item's GUID; the download call's path uses it.
             */
            OrderItemGuid: string;
            /** @description The book's stock-keeping unit. */
            Sku: string | null;
            /** @description The book's id. */
            ProductId: number;
            /** @description The title in the answer's language. */
            ProductName: string;
            /** @description The book's URL slug. */
            ProductSeName: string;
            /** @description The price paid for one copy, formatted. */
            UnitPrice: string;
            /** @description The price paid for one copy in baht. */
            UnitPriceValue: number;
            /** @description The line total, formatted. */
            SubTotal: string;
            /** @description The line total in baht. */
            SubTotalValue: number;
            /** @description Copies; always 1 for an e-book. */
            Quantity: number;
            /** @description The book cover. */
            Picture: components["schemas"]["PictureModel"];
            /** @description The id of the book's downloadable file (0 when it has none). */
            DownloadId: number;
            /** @description Whether the book can be downloaded now (order paid and this item not refunded). */
            CanDownload: boolean;
            /** @description The book file's format. */
            FileFormat: components["schemas"]["FileFormat"];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description A note on an order shown to the customer (payment received, cancelled, refunded). */
        OrderNoteModel: {
            /** @description The note's id. */
            Id: number;
            /** @description The note's text. */
            Note: string;
            /**
             * Format: date-time
             * @description When the note was written (UTC).
             */
            CreatedOn: string;
        };
        /**
         * @description One order with its items, totals, payment and notes.
         * @example {
         *       "Id": 5012,
         *       "CustomOrderNumber": "EB-2025-005012",
         *       "CreatedOn": "2025-03-14T09:21:05Z",
         *       "OrderStatus": "เสร็จสมบูรณ์",
         *       "OrderStatusEnum": 30,
         *       "PaymentMethod": "บัตรเครดิต / เดบิต",
         *       "PaymentMethodSystemName": "Payments.Omise",
         *       "PaymentMethodStatus": "ชำระเงินแล้ว",
         *       "PaymentStatusEnum": 30,
         *       "CanRePostProcessPayment": false,
         *       "CanCancel": false,
         *       "PaymentAwaitsBank": false,
         *       "BillingAddress": null,
         *       "OrderSubtotal": "฿189.00",
         *       "OrderSubtotalValue": 189,
         *       "OrderTotalDiscount": null,
         *       "OrderTotalDiscountValue": 0,
         *       "RedeemedRewardPoints": 0,
         *       "RedeemedRewardPointsAmount": null,
         *       "RedeemedRewardPointsAmountValue": 0,
         *       "OrderTotal": "฿189.00",
         *       "OrderTotalValue": 189,
         *       "Items": [
         *         {
         *           "Id": 9001,
         *           "OrderItemGuid": "6b1e2c4a-8f3d-4e57-9a0b-1c2d3e4f5a6b",
         *           "Sku": "EB-000101",
         *           "ProductId": 101,
         *           "ProductName": "ขุนช้างขุนแผน",
         *           "ProductSeName": "khun-chang-khun-phaen",
         *           "UnitPrice": "฿189.00",
         *           "UnitPriceValue": 189,
         *           "SubTotal": "฿189.00",
         *           "SubTotalValue": 189,
         *           "Quantity": 1,
         *           "Picture": {
         *             "ImageUrl": "/media/covers/101.png?w=357",
         *             "ThumbImageUrl": "/media/covers/101.png?w=120",
         *             "FullSizeImageUrl": "/media/covers/101.png",
         *             "Title": "ขุนช้างขุนแผน",
         *             "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *           },
         *           "DownloadId": 311,
         *           "CanDownload": true,
         *           "FileFormat": "EPUB"
         *         }
         *       ],
         *       "OrderNotes": [
         *         {
         *           "Id": 77,
         *           "Note": "Payment received.",
         *           "CreatedOn": "2025-03-14T09:22:40Z"
         *         }
         *       ]
         *     }
         */
        OrderDetailsModel: {
            /** @description The order's id. */
            Id: number;
            /** @description The order number shown to the customer. */
            CustomOrderNumber: string;
            /**
             * Format: date-time
             * @description When the order was placed (UTC).
             */
            CreatedOn: string;
            /** @description The order state as text in the answer's language. */
            OrderStatus: string;
            /** @description The order state as a code. */
            OrderStatusEnum: components["schemas"]["OrderStatusCode"];
            /** @description The payment method's name in the answer's language; null when nothing was due. */
            PaymentMethod: string | null;
            /** @description The gateway's system name; null when nothing was due. */
            PaymentMethodSystemName: components["schemas"]["PaymentMethodSystemName"] | null;
            /** @description The payment state as text in the answer's language. */
            PaymentMethodStatus: string;
            /** @description The payment state as a code. */
            PaymentStatusEnum: components["schemas"]["PaymentStatusCode"];
            /** @description Whether the order can be paid again (unpaid and not cancelled; see can-repayment). */
            CanRePostProcessPayment: boolean;
            /** @description Whether the order can be cancelled (unpaid, not cancelled, and no payment waiting for the bank). */
            CanCancel: boolean;
            /**
             * @description True while the gateway has taken a payment and the bank has not settled it yet (the
             *     order is still unpaid, PaymentStatusEnum 10): neither pay again nor cancel meanwhile,
             *     and ask again until it settles. Custom (not in nopCommerce).
             */
            PaymentAwaitsBank: boolean;
            /** @description The billing address recorded on the order; null when the customer gave none. */
            BillingAddress: components["schemas"]["AddressModel"] | null;
            /** @description The sum of the lines, formatted. */
            OrderSubtotal: string;
            /** @description The sum of the lines in baht. */
            OrderSubtotalValue: number;
            /** @description The discount on the order (coupons), formatted; null when none. */
            OrderTotalDiscount: string | null;
            /** @description The discount on the order in baht; 0 when none. */
            OrderTotalDiscountValue: number;
            /** @description The coins used to pay. */
            RedeemedRewardPoints: number;
            /** @description What the coins used were worth, formatted; null when none. */
            RedeemedRewardPointsAmount: string | null;
            /** @description What the coins used were worth in baht; 0 when none. */
            RedeemedRewardPointsAmountValue: number;
            /** @description The amount paid or due, formatted. */
            OrderTotal: string;
            /** @description The amount paid or due in baht. */
            OrderTotalValue: number;
            /** @description The books of the order. */
            Items: components["schemas"]["OrderItemModel"][];
            /** @description Notes shown to the customer, oldest first. */
            OrderNotes: components["schemas"]["OrderNoteModel"][];
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The envelope answering with one order. */
        OrderDetailsResponse: {
            /** @description The order. */
            Data: components["schemas"]["OrderDetailsModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description A signed, short-lived link to a book's file or sample.
         * @example {
         *       "HasUserAgreement": false,
         *       "UserAgreementText": null,
         *       "OrderItemId": "6b1e2c4a-8f3d-4e57-9a0b-1c2d3e4f5a6b",
         *       "Redirect": true,
         *       "DownloadUrl": "https://files.books.example.com/ebooks/101.epub?expires=1741944300&sig=Qm9va1NpZw",
         *       "ExpiresAt": "2025-03-14T09:45:00Z",
         *       "FileName": "khun-chang-khun-phaen.epub",
         *       "FileFormat": "EPUB",
         *       "FileSizeBytes": 1843200
         *     }
         */
        DownloadModel: {
            /** @description Whether the book has a licence agreement the store shows before opening it. */
            HasUserAgreement: boolean;
            /** @description The licence agreement (HTML) when HasUserAgreement; null otherwise. */
            UserAgreementText: string | null;
            /**
             * Format: uuid
             * @description The order item's GUID (nopCommerce's name for it); null for a sample.
             */
            OrderItemId: string | null;
            /** @description True when the file lives in cloud storage and the store should open DownloadUrl directly. */
            Redirect: boolean;
            /**
             * Format: uri
             * @description The signed link; only this customer can use it and it expires at ExpiresAt.
             */
            DownloadUrl: string;
            /**
             * Format: date-time
             * @description When DownloadUrl stops working (UTC; minutes ahead).
             */
            ExpiresAt: string;
            /** @description The file's name to save it under. */
            FileName: string;
            /** @description The book file's format. */
            FileFormat: components["schemas"]["FileFormat"];
            /** @description The file's size in bytes. */
            FileSizeBytes: number;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The envelope answering with a download link. */
        DownloadResponse: {
            /** @description The download link. */
            Data: components["schemas"]["DownloadModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description The order of the library. 0 recently added first, 1 oldest added first, 5 title A-Z, 6 title Z-A.
         * @enum {integer}
         */
        MyBooksSortOption: 0 | 1 | 5 | 6;
        /** @description Which page of the library to show. */
        MyBooksQuery: {
            /**
             * @description One-based page number.
             * @default 1
             */
            PageNumber: number;
            /**
             * @description Books per page.
             * @default 20
             */
            PageSize?: number;
            /** @description Text matched against titles and author names; null or empty for all. */
            Query?: string | null;
            /** @description The order; 0 (recently added first) when null. */
            SortBy?: components["schemas"]["MyBooksSortOption"] | null;
        };
        /** @description The request for a page of the library. */
        MyBooksRequest: {
            /** @description The page to show. */
            Data: components["schemas"]["MyBooksQuery"];
        };
        /**
         * @description A book in the customer's library (bought, or a free sample).
         * @example {
         *       "ProductId": 101,
         *       "Name": "ขุนช้างขุนแผน",
         *       "SeName": "khun-chang-khun-phaen",
         *       "Authors": [
         *         {
         *           "Id": 7,
         *           "Name": "สุนทรภู่"
         *         }
         *       ],
         *       "Picture": {
         *         "ImageUrl": "/media/covers/101.png?w=357",
         *         "ThumbImageUrl": "/media/covers/101.png?w=120",
         *         "FullSizeImageUrl": "/media/covers/101.png",
         *         "Title": "ขุนช้างขุนแผน",
         *         "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *       },
         *       "IsSample": false,
         *       "AddedOn": "2025-03-14T09:22:40Z",
         *       "PurchasedOn": "2025-03-14T09:22:40Z",
         *       "OrderItemGuid": "6b1e2c4a-8f3d-4e57-9a0b-1c2d3e4f5a6b",
         *       "FileFormat": "EPUB",
         *       "ShelfIds": [
         *         3
         *       ],
         *       "ReadingProgress": 0.31
         *     }
         */
        MyBookItem: {
            /** @description The book's id. */
            ProductId: number;
            /** @description The title in the answer's language. */
            Name: string;
            /** @description The book's URL slug. */
            SeName: string;
            /** @description The authors, in credit order. */
            Authors: components["schemas"]["BookAuthor"][];
            /** @description The book cover. */
            Picture: components["schemas"]["PictureModel"];
            /** @description True for a free sample (download with sample=true), false for a bought book (full=true). */
            IsSample: boolean;
            /**
             * Format: date-time
             * @description When the book (or sample) entered the library (UTC).
             */
            AddedOn: string;
            /**
             * Format: date-time
             * @description When the order was paid (UTC); null for a sample.
             */
            PurchasedOn: string | null;
            /**
             * Format: uuid
             * @description The order item's GUID for the download call; null for a sample (use the nil GUID).
             */
            OrderItemGuid: string | null;
            /** @description The book file's format. */
            FileFormat: components["schemas"]["FileFormat"];
            /** @description The customer's shelves this book is on. */
            ShelfIds: number[];
            /** @description How far the customer has read this edition (the sample for a sample, else the whole book), 0 to 1, the furthest of their devices' saved positions; null when never opened. */
            ReadingProgress: number | null;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The envelope answering with one library entry. */
        MyBookItemResponse: {
            /** @description The library entry. */
            Data: components["schemas"]["MyBookItem"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description A page of the customer's library.
         * @example {
         *       "Books": [
         *         {
         *           "ProductId": 101,
         *           "Name": "ขุนช้างขุนแผน",
         *           "SeName": "khun-chang-khun-phaen",
         *           "Authors": [
         *             {
         *               "Id": 7,
         *               "Name": "สุนทรภู่"
         *             }
         *           ],
         *           "Picture": {
         *             "ImageUrl": "/media/covers/101.png?w=357",
         *             "ThumbImageUrl": "/media/covers/101.png?w=120",
         *             "FullSizeImageUrl": "/media/covers/101.png",
         *             "Title": "ขุนช้างขุนแผน",
         *             "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *           },
         *           "IsSample": false,
         *           "AddedOn": "2025-03-14T09:22:40Z",
         *           "PurchasedOn": "2025-03-14T09:22:40Z",
         *           "OrderItemGuid": "6b1e2c4a-8f3d-4e57-9a0b-1c2d3e4f5a6b",
         *           "FileFormat": "EPUB",
         *           "ShelfIds": [
         *             3
         *           ],
         *           "ReadingProgress": 0.31
         *         }
         *       ],
         *       "PageNumber": 1,
         *       "PageSize": 20,
         *       "TotalItems": 1,
         *       "TotalPages": 1,
         *       "HasPreviousPage": false,
         *       "HasNextPage": false
         *     }
         */
        MyBooksModel: {
            /** @description The books on this page. */
            Books: components["schemas"]["MyBookItem"][];
            /** @description The page shown (one-based). */
            PageNumber: number;
            /** @description Books per page. */
            PageSize: number;
            /** @description Books in the library (matching Query) in all. */
            TotalItems: number;
            /** @description Pages in all. */
            TotalPages: number;
            /** @description Whether a previous page exists. */
            HasPreviousPage: boolean;
            /** @description Whether a next page exists. */
            HasNextPage: boolean;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The envelope answering with a page of the library. */
        MyBooksResponse: {
            /** @description A page of the library. */
            Data: components["schemas"]["MyBooksModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description A named shelf of the customer's.
         * @example {
         *       "Id": 3,
         *       "Name": "วรรณคดีไทย",
         *       "BookCount": 1,
         *       "CoverPictures": [
         *         {
         *           "ImageUrl": "/media/covers/101.png?w=357",
         *           "ThumbImageUrl": "/media/covers/101.png?w=120",
         *           "FullSizeImageUrl": "/media/covers/101.png",
         *           "Title": "ขุนช้างขุนแผน",
         *           "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *         }
         *       ],
         *       "CreatedOn": "2025-02-01T12:00:00Z"
         *     }
         */
        BookShelfModel: {
            /** @description The shelf's id. */
            Id: number;
            /** @description The shelf's name as the customer typed it. */
            Name: string;
            /** @description The number of books on the shelf. */
            BookCount: number;
            /** @description The covers of up to 4 books most recently placed on the shelf. */
            CoverPictures: components["schemas"]["PictureModel"][];
            /**
             * Format: date-time
             * @description When the shelf was created (UTC).
             */
            CreatedOn: string;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The envelope answering with one shelf. */
        BookShelfResponse: {
            /** @description The shelf. */
            Data: components["schemas"]["BookShelfModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The envelope answering with the customer's shelves. */
        BookShelvesResponse: {
            /** @description The shelves, oldest first. */
            Data: components["schemas"]["BookShelfModel"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description One shelf and a page of its books (the collection view).
         * @example {
         *       "Shelf": {
         *         "Id": 3,
         *         "Name": "วรรณคดีไทย",
         *         "BookCount": 1,
         *         "CoverPictures": [
         *           {
         *             "ImageUrl": "/media/covers/101.png?w=357",
         *             "ThumbImageUrl": "/media/covers/101.png?w=120",
         *             "FullSizeImageUrl": "/media/covers/101.png",
         *             "Title": "ขุนช้างขุนแผน",
         *             "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *           }
         *         ],
         *         "CreatedOn": "2025-02-01T12:00:00Z"
         *       },
         *       "Books": [
         *         {
         *           "ProductId": 101,
         *           "Name": "ขุนช้างขุนแผน",
         *           "SeName": "khun-chang-khun-phaen",
         *           "Authors": [
         *             {
         *               "Id": 7,
         *               "Name": "สุนทรภู่"
         *             }
         *           ],
         *           "Picture": {
         *             "ImageUrl": "/media/covers/101.png?w=357",
         *             "ThumbImageUrl": "/media/covers/101.png?w=120",
         *             "FullSizeImageUrl": "/media/covers/101.png",
         *             "Title": "ขุนช้างขุนแผน",
         *             "AlternateText": "ปกหนังสือ ขุนช้างขุนแผน"
         *           },
         *           "IsSample": false,
         *           "AddedOn": "2025-03-14T09:22:40Z",
         *           "PurchasedOn": "2025-03-14T09:22:40Z",
         *           "OrderItemGuid": "6b1e2c4a-8f3d-4e57-9a0b-1c2d3e4f5a6b",
         *           "FileFormat": "EPUB",
         *           "ShelfIds": [
         *             3
         *           ],
         *           "ReadingProgress": 0.31
         *         }
         *       ],
         *       "PageNumber": 1,
         *       "PageSize": 20,
         *       "TotalItems": 1,
         *       "TotalPages": 1,
         *       "HasPreviousPage": false,
         *       "HasNextPage": false
         *     }
         */
        ShelfCollectionModel: {
            /** @description The shelf. */
            Shelf: components["schemas"]["BookShelfModel"];
            /** @description The books on this page, most recently placed first. */
            Books: components["schemas"]["MyBookItem"][];
            /** @description The page shown (one-based). */
            PageNumber: number;
            /** @description Books per page. */
            PageSize: number;
            /** @description Books on the shelf in all. */
            TotalItems: number;
            /** @description Pages in all. */
            TotalPages: number;
            /** @description Whether a previous page exists. */
            HasPreviousPage: boolean;
            /** @description Whether a next page exists. */
            HasNextPage: boolean;
            CustomProperties?: components["schemas"]["CustomProperties"];
        };
        /** @description The envelope answering with a shelf's books. */
        ShelfCollectionResponse: {
            /** @description The shelf and a page of its books. */
            Data: components["schemas"]["ShelfCollectionModel"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description A shelf's name (trimmed; 1 to 100 characters). */
        ShelfName: string;
        /** @description The id of one of the customer's shelves. */
        ShelfId: number;
        /** @description The new shelf. */
        AddBookShelfModel: {
            /** @description The shelf's name. */
            Name: components["schemas"]["ShelfName"];
        };
        /** @description The request creating a shelf. */
        AddBookShelfRequest: {
            /** @description The new shelf. */
            Data: components["schemas"]["AddBookShelfModel"];
        };
        /** @description The shelf to rename and its new name. */
        UpdateBookShelfModel: {
            /** @description The shelf's id. */
            ShelfId: components["schemas"]["ShelfId"];
            /** @description The shelf's name. */
            Name: components["schemas"]["ShelfName"];
        };
        /** @description The request renaming a shelf. */
        UpdateBookShelfRequest: {
            /** @description The shelf and its new name. */
            Data: components["schemas"]["UpdateBookShelfModel"];
        };
        /** @description The shelf to delete. */
        RemoveBookShelfModel: {
            /** @description The shelf's id. */
            ShelfId: components["schemas"]["ShelfId"];
        };
        /** @description The request deleting a shelf. */
        RemoveBookShelfRequest: {
            /** @description The shelf to delete. */
            Data: components["schemas"]["RemoveBookShelfModel"];
        };
        /** @description The shelf and the page of its books to show. */
        ProductOnBookShelfModel: {
            /** @description The shelf's id. */
            ShelfId: components["schemas"]["ShelfId"];
            /**
             * @description One-based page number.
             * @default 1
             */
            PageNumber?: number;
            /**
             * @description Books per page.
             * @default 20
             */
            PageSize?: number;
        };
        /** @description The request for a page of a shelf's books. */
        ProductOnBookShelfRequest: {
            /** @description The shelf and page. */
            Data: components["schemas"]["ProductOnBookShelfModel"];
        };
        /** @description The shelf and the library books to place on it. */
        AddProductMappingShelfModel: {
            /** @description The shelf's id. */
            ShelfId: components["schemas"]["ShelfId"];
            /** @description The books (product ids) to place; each must be in the customer's library. */
            ProductIds: number[];
        };
        /** @description The request placing books on a shelf. */
        AddProductMappingShelfRequest: {
            /** @description The shelf and the books. */
            Data: components["schemas"]["AddProductMappingShelfModel"];
        };
        /** @description The shelf and the book to take off it. */
        RemoveProductOnShelfModel: {
            /** @description The shelf's id. */
            ShelfId: components["schemas"]["ShelfId"];
            /** @description The book to take off the shelf. */
            ProductId: number;
        };
        /** @description The request taking a book off a shelf. */
        RemoveProductOnShelfRequest: {
            /** @description The shelf and the book. */
            Data: components["schemas"]["RemoveProductOnShelfModel"];
        };
        /** @description The book whose free sample to add, and optionally a shelf to place it on. */
        AddSampleEbookModel: {
            /** @description The book's id. */
            ProductId: number;
            /** @description A shelf of the customer's to also place the sample on; null for none. */
            ShelfId?: number | null;
        };
        /** @description The request adding a free sample to the library. */
        AddSampleEbookRequest: {
            /** @description The book (and optional shelf). */
            Data: components["schemas"]["AddSampleEbookModel"];
        };
        /** @description An EPUB 3 file (a ZIP container whose first entry is the stored `mimetype`). */
        EpubFile: string;
        /**
         * @description Which file of a book is read, the free sample or the whole (bought) book.
         * @enum {string}
         */
        ReaderEdition: "sample" | "full";
        /** @description A place in a book, as the reading engine reports it. */
        ReadingLocator: {
            /** @description The href of the chapter's file inside the EPUB (as in its spine, e.g. `Text/chapter-007.xhtml`). */
            Href: string;
            /** @description The exact place as an EPUB CFI, `epubcfi(...)`. */
            Cfi: string;
            /** @description How far into the chapter, 0 to 1. */
            Progression: number;
            /** @description How far into the whole edition, 0 to 1. */
            TotalProgression: number;
            /** @description The chapter's title as the table of contents gives it, or null. */
            ChapterTitle: string | null;
        };
        /** @description This device's place in a book, to save. */
        ReadingPositionInput: {
            /** @description The edition being read. */
            Edition: components["schemas"]["ReaderEdition"];
            /** @description The device's id (the store sends its `deviceId`); one position is kept per device. */
            DeviceId: string;
            /** @description A name the reader shows for the device, e.g. "Chrome on Android". */
            DeviceName: string;
            /** @description Where the reader is. */
            Locator: components["schemas"]["ReadingLocator"];
        };
        /** @description The request saving a reading position. */
        SaveReadingPositionRequest: {
            /** @description The position. */
            Data: components["schemas"]["ReadingPositionInput"];
        };
        /**
         * @description A saved place in a book on one device.
         * @example {
         *       "ProductId": 101,
         *       "Edition": "full",
         *       "DeviceId": "3f2b8c1e-7a4d-4c7e-9a51-2d6f0b9e4c11",
         *       "DeviceName": "Chrome on Android",
         *       "Locator": {
         *         "Href": "Text/chapter-007.xhtml",
         *         "Cfi": "epubcfi(/6/18!/4/2/14/1:0)",
         *         "Progression": 0.42,
         *         "TotalProgression": 0.31,
         *         "ChapterTitle": "บทที่ 7"
         *       },
         *       "UpdatedOnUtc": "2026-11-20T13:05:11Z"
         *     }
         */
        ReadingPosition: {
            /** @description The book's id. */
            ProductId: number;
            /** @description The edition the place is in. */
            Edition: components["schemas"]["ReaderEdition"];
            /** @description The device the place was saved on. */
            DeviceId: string;
            /** @description The device's name as the reader sent it. */
            DeviceName: string;
            /** @description The place. */
            Locator: components["schemas"]["ReadingLocator"];
            /**
             * Format: date-time
             * @description When the server saved it (the server's clock, UTC).
             */
            UpdatedOnUtc: string;
        };
        /** @description The envelope answering with one reading position. */
        ReadingPositionResponse: {
            /** @description The saved position. */
            Data: components["schemas"]["ReadingPosition"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The envelope answering with a book's saved positions. */
        ReadingPositionsResponse: {
            /** @description One position per device, newest first. */
            Data: components["schemas"]["ReadingPosition"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /**
         * @description A bookmark (a marked place) or a highlight (marked text, optionally with a note).
         * @enum {string}
         */
        AnnotationKind: "bookmark" | "highlight";
        /**
         * @description The colour a highlight is drawn in.
         * @enum {string}
         */
        HighlightColor: "yellow" | "green" | "blue" | "pink";
        /** @description A new bookmark or highlight. */
        AddAnnotationModel: {
            /** @description The edition the annotation is in. */
            Edition: components["schemas"]["ReaderEdition"];
            /** @description Bookmark or highlight. */
            Kind: components["schemas"]["AnnotationKind"];
            /** @description The place (bookmark) or the range (highlight) as an EPUB CFI. */
            Cfi: string;
            /** @description The highlighted excerpt (required for a highlight); for a bookmark, the start of the page or null. */
            Text?: string | null;
            /** @description The reader's note, or null. */
            Note?: string | null;
            /** @description A highlight's colour (yellow when null); ignored for a bookmark. */
            Color?: components["schemas"]["HighlightColor"] | null;
            /** @description The chapter's title as the table of contents gives it, or null. */
            ChapterTitle?: string | null;
            /** @description How far into the edition the annotation is, 0 to 1 (orders the list). */
            TotalProgression: number;
        };
        /** @description The request adding a bookmark or a highlight. */
        AddAnnotationRequest: {
            /** @description The annotation. */
            Data: components["schemas"]["AddAnnotationModel"];
        };
        /** @description An annotation's new note and colour. */
        UpdateAnnotationModel: {
            /** @description The new note, or null to remove it. */
            Note: string | null;
            /** @description A highlight's new colour (yellow when null); ignored for a bookmark. */
            Color: components["schemas"]["HighlightColor"] | null;
        };
        /** @description The request changing an annotation. */
        UpdateAnnotationRequest: {
            /** @description The changes. */
            Data: components["schemas"]["UpdateAnnotationModel"];
        };
        /**
         * @description A bookmark or highlight the customer keeps in a book.
         * @example {
         *       "Id": 42,
         *       "ProductId": 101,
         *       "Edition": "full",
         *       "Kind": "highlight",
         *       "Cfi": "epubcfi(/6/10!/4/2/6,/1:0,/1:48)",
         *       "Text": "ขุนแผนขี่ม้าสีหมอกออกจากเมืองกาญจน์ตั้งแต่รุ่งสาง",
         *       "Note": "ฉากนี้ใช้อ้างอิงในรายงาน",
         *       "Color": "yellow",
         *       "ChapterTitle": "บทที่ 3",
         *       "TotalProgression": 0.12,
         *       "CreatedOnUtc": "2026-11-20T13:05:11Z",
         *       "UpdatedOnUtc": "2026-11-20T13:05:11Z"
         *     }
         */
        Annotation: {
            /** @description The annotation's id. */
            Id: number;
            /** @description The book's id. */
            ProductId: number;
            /** @description The edition it is in. */
            Edition: components["schemas"]["ReaderEdition"];
            /** @description Bookmark or highlight. */
            Kind: components["schemas"]["AnnotationKind"];
            /** @description The place or range as an EPUB CFI. */
            Cfi: string;
            /** @description The highlighted excerpt, or a bookmark's page start, or null. */
            Text: string | null;
            /** @description The reader's note, or null. */
            Note: string | null;
            /** @description A highlight's colour; null for a bookmark. */
            Color: components["schemas"]["HighlightColor"] | null;
            /** @description The chapter's title, or null. */
            ChapterTitle: string | null;
            /** @description How far into the edition, 0 to 1. */
            TotalProgression: number;
            /**
             * Format: date-time
             * @description When it was added (server time, UTC).
             */
            CreatedOnUtc: string;
            /**
             * Format: date-time
             * @description When it was last changed (server time, UTC).
             */
            UpdatedOnUtc: string;
        };
        /** @description The envelope answering with one annotation. */
        AnnotationResponse: {
            /** @description The annotation. */
            Data: components["schemas"]["Annotation"];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
        /** @description The envelope answering with a book's annotations. */
        AnnotationsResponse: {
            /** @description The annotations in reading order. */
            Data: components["schemas"]["Annotation"][];
            Message: components["schemas"]["Message"];
            ErrorList: components["schemas"]["ErrorList"];
        };
    };
    responses: {
        /** @description The customer is signed in but may not have this (a book they do not own). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Data": null,
                 *       "Message": null,
                 *       "ErrorList": [
                 *         "You can read the whole book once you have bought it."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
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
                 *       "Data": null,
                 *       "Message": null,
                 *       "ErrorList": [
                 *         "This address does not take the method TRACE (it takes: GET, HEAD)."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
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
                 *       "Data": null,
                 *       "Message": null,
                 *       "ErrorList": [
                 *         "Send the request body as application/json."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Validation or business error; ErrorList says what is wrong, Data may carry the re-prepared form. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Data": null,
                 *       "Message": null,
                 *       "ErrorList": [
                 *         "Email is required."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The call needs a signed-in customer and the token is missing, invalid, expired or revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Data": null,
                 *       "Message": null,
                 *       "ErrorList": [
                 *         "Please log in."
                 *       ]
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
                 *       "Data": null,
                 *       "Message": null,
                 *       "ErrorList": [
                 *         "Not found."
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description Too many attempts: nothing was checked. ErrorList says in words how long to wait;
         *     `Retry-After` says it in seconds.
         */
        TooManyRequests: {
            headers: {
                /** @description Seconds until an attempt may be made again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Data": null,
                 *       "Message": null,
                 *       "ErrorList": [
                 *         "Too many failed sign-in attempts. Please try again in 15 minutes."
                 *       ]
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
                 *       "Data": null,
                 *       "Message": null,
                 *       "ErrorList": [
                 *         "Internal Server Error"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
        DeviceId: string;
        /** @description The session token; required by registered-only calls (see each operation's security). */
        Token: string;
        /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
        Language: components["schemas"]["LanguageCode"];
        /** @description One-based page number; 1 by default. */
        PageNumber: number;
        /** @description The sort (SortOption); 0 (position) by default. */
        CatalogOrderBy: components["schemas"]["SortOption"];
        /** @description Books per page; 12 by default. */
        CatalogPageSize: number;
        /**
         * @description Price range in baht, `from-to`, inclusive, on the price to pay; either side may be left out
         *     (`100-`, `-300`).
         * @example 100-300
         */
        CatalogPrice: string;
        /**
         * @description Specification option ids (SpecificationFilter options), comma-separated.
         * @example 11,21
         */
        CatalogSpecs: string;
        /**
         * @description Manufacturer (imprint) ids (ManufacturerFilter options), comma-separated.
         * @example 3
         */
        CatalogManufacturers: string;
        /**
         * @description All filters in one string, as the store keeps them in its URL: `key=value` pairs separated
         *     by `;` (percent-encode `=` and `;` in the query). Keys: `price` (`from-to` in baht, as the
         *     `price` parameter), `format` (EPUB, PDF; comma-separated, case-insensitive), `lang` (th, en;
         *     comma-separated), `specs` (specification option ids, comma-separated), `ms` (manufacturer ids,
         *     comma-separated). `format` and `lang` name options of the "file format" and "language"
         *     specification attributes, so `format=EPUB` equals `specs=<id of EPUB>`. Unknown keys are
         *     ignored (old links keep working); a malformed value answers 400 "The filter '{key}' is not
         *     valid.". Empty means no filter.
         * @example price=100-300;format=EPUB;lang=th
         */
        CatalogFilters: string;
        /** @description The book's id. */
        ReaderProductId: number;
        /** @description Which edition's places to answer, the free sample's or the whole book's. */
        ReaderEditionQuery: components["schemas"]["ReaderEdition"];
        /** @description The annotation's id. */
        AnnotationId: number;
        /** @description The `ETag` of the copy the client holds; when it is current the answer is 304 without a body. */
        IfNoneMatch: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHomeSlider: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getHomeCategoriesWithProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The home page categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeCategoriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getCategoryTree: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryTreeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getRecentlyViewedProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecentViewRequest"];
            };
        };
        responses: {
            /** @description The books, in the order of the ids sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentlyViewedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getCategory: {
        parameters: {
            query?: {
                /** @description One-based page number; 1 by default. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description Books per page; 12 by default. */
                pagesize?: components["parameters"]["CatalogPageSize"];
                /** @description The sort (SortOption); 0 (position) by default. */
                orderby?: components["parameters"]["CatalogOrderBy"];
                /**
                 * @description Price range in baht, `from-to`, inclusive, on the price to pay; either side may be left out
                 *     (`100-`, `-300`).
                 * @example 100-300
                 */
                price?: components["parameters"]["CatalogPrice"];
                /**
                 * @description Specification option ids (SpecificationFilter options), comma-separated.
                 * @example 11,21
                 */
                specs?: components["parameters"]["CatalogSpecs"];
                /**
                 * @description Manufacturer (imprint) ids (ManufacturerFilter options), comma-separated.
                 * @example 3
                 */
                ms?: components["parameters"]["CatalogManufacturers"];
                /**
                 * @description All filters in one string, as the store keeps them in its URL: `key=value` pairs separated
                 *     by `;` (percent-encode `=` and `;` in the query). Keys: `price` (`from-to` in baht, as the
                 *     `price` parameter), `format` (EPUB, PDF; comma-separated, case-insensitive), `lang` (th, en;
                 *     comma-separated), `specs` (specification option ids, comma-separated), `ms` (manufacturer ids,
                 *     comma-separated). `format` and `lang` name options of the "file format" and "language"
                 *     specification attributes, so `format=EPUB` equals `specs=<id of EPUB>`. Unknown keys are
                 *     ignored (old links keep working); a malformed value answers 400 "The filter '{key}' is not
                 *     valid.". Empty means no filter.
                 * @example price=100-300;format=EPUB;lang=th
                 */
                filters?: components["parameters"]["CatalogFilters"];
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The category's id. */
                categoryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getNewProducts: {
        parameters: {
            query?: {
                /** @description One-based page number; 1 by default. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description The sort (SortOption); 0 (position) by default. */
                orderby?: components["parameters"]["CatalogOrderBy"];
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of new books with the list's title. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getBestsellerProducts: {
        parameters: {
            query?: {
                /** @description One-based page number; 1 by default. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description The sort (SortOption); 0 (position) by default. */
                orderby?: components["parameters"]["CatalogOrderBy"];
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of best-selling books with the list's title. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getProductsByTag: {
        parameters: {
            query?: {
                /** @description One-based page number; 1 by default. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description The sort (SortOption); 0 (position) by default. */
                orderby?: components["parameters"]["CatalogOrderBy"];
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The product tag's id. */
                tagId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag and a page of its books. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductsByTagResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getManufacturer: {
        parameters: {
            query?: {
                /** @description One-based page number; 1 by default. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description The sort (SortOption); 0 (position) by default. */
                orderby?: components["parameters"]["CatalogOrderBy"];
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The manufacturer's id. */
                manufacturerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The manufacturer page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManufacturerResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getVendor: {
        parameters: {
            query?: {
                /** @description One-based page number; 1 by default. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description The sort (SortOption); 0 (position) by default. */
                orderby?: components["parameters"]["CatalogOrderBy"];
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The vendor's id. */
                vendorId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vendor page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description The search, echoed, with a page of matching books. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    searchAutocomplete: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The words typed so far (URL-encoded). */
                term: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The suggestions (possibly empty). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutocompleteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getSearchCriteria: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The search criteria. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchCriteriaResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getProductDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id. */
                productId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The book. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetailsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getProductReviews: {
        parameters: {
            query: {
                /** @description The book's id. */
                productId: number;
                /** @description One-based page number; 1 by default. */
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductReviewsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getAlsoPurchasedProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id. */
                productId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The also-purchased books (possibly empty). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlsoPurchasedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    addProductReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id. */
                productId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddProductReviewRequest"];
            };
        };
        responses: {
            /** @description The review was added; the first page of reviews, the new one first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductReviewsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    addProductToWishlist: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id. */
                productId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The book is in the wishlist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WishlistChangeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    removeProductFromWishlist: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id (the wishlist item's ProductId). */
                productId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The book is no longer in the wishlist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WishlistChangeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getWishlist: {
        parameters: {
            query?: {
                /** @description One-based page number; 1 by default. */
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the wishlist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WishlistResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    appStart: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "DeviceTypeId": 20
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AppStartRequest"];
            };
        };
        responses: {
            /** @description The store's start-up settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppStartResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    setLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The language to switch to. */
                lang: components["schemas"]["LanguageCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The language was set. */
            200: {
                headers: {
                    /** @description `setlanguage={lang}; Path=/; Max-Age=31536000; SameSite=Lax`. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": "en",
                     *       "Message": "Language changed.",
                     *       "ErrorList": []
                     *     }
                     */
                    "application/json": components["schemas"]["SetLanguageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    externalLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registered and signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description The password was changed; Message confirms it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": null,
                     *       "Message": "Password was changed.",
                     *       "ErrorList": []
                     *     }
                     */
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deactivateAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeactivateAccountRequest"];
            };
        };
        responses: {
            /** @description The account is deactivated; Message confirms it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordRecoveryRequest"];
            };
        };
        responses: {
            /** @description Accepted (the same answer for any well-formed e-mail). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": null,
                     *       "Message": "If an account uses this e-mail, we have sent it a link to set a new password.",
                     *       "ErrorList": []
                     *     }
                     */
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    validatePasswordReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The secret of the reset link (URL-safe characters). */
                token: string;
                /** @description The customer's GUID from the reset link. */
                guid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordRecoveryConfirmResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPasswordResetRequest"];
            };
        };
        responses: {
            /** @description The password was set; Message confirms it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getCustomerInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerInfoResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    updateCustomerInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerInfoRequest"];
            };
        };
        responses: {
            /** @description Saved; Data is the profile as now stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerInfoResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getLoginInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginInfoResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getCoinBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoinBalanceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    removeExternalAssociation: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The Id of the external sign-in record (from AssociatedExternalAuthRecords). */
                recordId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; Data lists the remaining linked sign-ins. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAuthRecordListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listAddresses: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The addresses, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getAddressForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The address's id, or 0 for a blank address. */
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prepared form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressFormResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The address's id. */
                addressId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressEditRequest"];
            };
        };
        responses: {
            /** @description Saved; Data is the address as stored, Message confirms it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The address's id. */
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; Message confirms it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    addAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressEditRequest"];
            };
        };
        responses: {
            /** @description Created; Data is the new address's id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressCreatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    saveShippingAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "FormValues": [
                 *         {
                 *           "Key": "shipping_address_id",
                 *           "Value": "12"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FormValuesRequest"];
            };
        };
        responses: {
            /** @description Chosen; Data is the chosen address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getStatesByCountry: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The country's id. */
                countryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The states. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDistrictsByProvince: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The province's id (a StateModel id). */
                stateProvinceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The districts with their sub-districts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistrictListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getContactUsForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prepared form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactUsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    sendContactUs: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactUsRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactUsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    contactVendor: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactVendorRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactVendorResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    registerPublisher: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublisherApplicationRequest"];
            };
        };
        responses: {
            /** @description Application received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublisherApplicationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getPublisherBookTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The book types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": [
                     *         {
                     *           "Id": 1,
                     *           "Name": "นวนิยาย"
                     *         },
                     *         {
                     *           "Id": 2,
                     *           "Name": "การ์ตูน"
                     *         },
                     *         {
                     *           "Id": 3,
                     *           "Name": "หนังสือเรียนและวิชาการ"
                     *         }
                     *       ],
                     *       "Message": null,
                     *       "ErrorList": []
                     *     }
                     */
                    "application/json": components["schemas"]["MasterDataListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getPublisherAccountTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": [
                     *         {
                     *           "Id": 1,
                     *           "Name": "บุคคลธรรมดา"
                     *         },
                     *         {
                     *           "Id": 2,
                     *           "Name": "นิติบุคคล"
                     *         }
                     *       ],
                     *       "Message": null,
                     *       "ErrorList": []
                     *     }
                     */
                    "application/json": components["schemas"]["MasterDataListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getDynamicContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The page or feature, lowercase words joined by hyphens. */
                contentKey: string;
                /** @description The placement on the page, lowercase words joined by hyphens. */
                widgetZone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blocks (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DynamicContentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getTopicByCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The topic's system name (lowercase letters, digits and hyphens). */
                topicCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The topic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    addProductToCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id. */
                productId: number;
                /** @description Which list to add to. 1 basket (shopping cart), 2 wishlist. */
                shoppingCartTypeId: 1 | 2;
            };
            cookie?: never;
        };
        /** @description Optional form values; key `addtocart_{productId}.EnteredQuantity`, value `1`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "FormValues": [
                 *         {
                 *           "Key": "addtocart_101.EnteredQuantity",
                 *           "Value": "1"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FormValuesRequest"];
            };
        };
        responses: {
            /** @description Added; the counts of both lists after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddProductToCartResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The basket (possibly empty, see the description). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    updateCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "FormValues": [
                 *         {
                 *           "Key": "removefromcart",
                 *           "Value": "15,18"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FormValuesRequest"];
            };
        };
        responses: {
            /** @description The basket after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    applyDiscountCoupon: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "FormValues": [
                 *         {
                 *           "Key": "discountcouponcode",
                 *           "Value": "READ2025"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FormValuesRequest"];
            };
        };
        responses: {
            /** @description The basket with the coupon applied. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    removeDiscountCoupon: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "FormValues": [
                 *         {
                 *           "Key": "removediscount-3",
                 *           "Value": "remove"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FormValuesRequest"];
            };
        };
        responses: {
            /** @description The basket without the coupon. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    useRewardPoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "UseRewardPoints": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UseRewardPointsRequest"];
            };
        };
        responses: {
            /** @description The checkout summary after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict and its reasons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyCheckoutResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getPaymentMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmOrderOmise: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "CheckoutToken": "ck_7f3a9c2e51b84d0f9e6a",
                 *         "OmiseToken": "tokn_test_5xq8m2v1c0abcdefghi",
                 *         "ReturnUrl": "https://books.example.com/payment?step=return"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ConfirmOrderOmiseRequest"];
            };
        };
        responses: {
            /** @description The order placed (paid, or waiting for the gateway). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmOrderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmOrder123: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The CheckoutToken from GET /v2/checkout/checkoutbook. */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "ReturnUrl": "https://books.example.com/payment?step=return",
                 *         "Channel": "BANKCOUNTER"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ConfirmOrder123Request"];
            };
        };
        responses: {
            /** @description The order placed, waiting for payment at 2C2P (or paid when nothing was due). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmOrderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmOrderPgw: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "CheckoutToken": "ck_7f3a9c2e51b84d0f9e6a",
                 *         "ReturnUrl": "https://books.example.com/payment?step=return"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ConfirmOrderPgwRequest"];
            };
        };
        responses: {
            /** @description The order placed, waiting for the hosted page (or paid when nothing was due). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmOrderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    changeOrderPaymentOmise: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "OrderId": 5012,
                 *         "ReturnUrl": "https://books.example.com/orderdetails/5012",
                 *         "OmiseToken": "tokn_test_5xq8m2v1c0abcdefghi"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ChangePaymentRequest"];
            };
        };
        responses: {
            /** @description The order's new payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmOrderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    changeOrderPayment123: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "OrderId": 5012,
                 *         "ReturnUrl": "https://books.example.com/orderdetails/5012"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ChangePaymentRequest"];
            };
        };
        responses: {
            /** @description The order's new payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmOrderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    changeOrderPaymentPgw: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "OrderId": 5012,
                 *         "ReturnUrl": "https://books.example.com/orderdetails/5012"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ChangePaymentRequest"];
            };
        };
        responses: {
            /** @description The order's new payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmOrderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getCheckoutCompleted: {
        parameters: {
            query?: {
                /** @description The order to show; the customer's most recent order when left out. */
                orderId?: number;
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The completed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutCompletedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getOrderHistory: {
        parameters: {
            query?: {
                /** @description The history type code (AP, PD, CR, RR; see the description); AP by default. */
                orderHistoryTypes?: components["schemas"]["OrderHistoryType"];
                /** @description One-based page number; 1 by default. */
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderHistoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "FormValues": [
                 *         {
                 *           "Key": "orderId",
                 *           "Value": "5012"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FormValuesRequest"];
            };
        };
        responses: {
            /** @description Cancelled; Message confirms it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    canRepayOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "OrderId": 5012
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CanRepaymentRequest"];
            };
        };
        responses: {
            /** @description The verdict and the methods to pay with. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanRepaymentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getOrderDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The order's id. */
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetailsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getBookDownload: {
        parameters: {
            query?: {
                /** @description true: download the free sample (then leave out `full`). */
                sample?: boolean;
                /** @description true: download the purchased book (then leave out `sample`). */
                full?: boolean;
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id. */
                productId: number;
                /** @description The order item's GUID for full=true; the nil GUID 00000000-0000-0000-0000-000000000000 for sample=true. */
                orderItemGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed download link and the file's facts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyBooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "PageNumber": 1,
                 *         "PageSize": 20,
                 *         "Query": null,
                 *         "SortBy": 0
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["MyBooksRequest"];
            };
        };
        responses: {
            /** @description A page of the library. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyBooksResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyShelves: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shelves (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookShelvesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    addBookShelf: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "Name": "วรรณคดีไทย"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AddBookShelfRequest"];
            };
        };
        responses: {
            /** @description The new shelf. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookShelfResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    renameBookShelf: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "ShelfId": 3,
                 *         "Name": "อ่านซ้ำ"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateBookShelfRequest"];
            };
        };
        responses: {
            /** @description The renamed shelf. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookShelfResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    removeBookShelf: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "ShelfId": 3
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RemoveBookShelfRequest"];
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getShelfBooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "ShelfId": 3,
                 *         "PageNumber": 1
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProductOnBookShelfRequest"];
            };
        };
        responses: {
            /** @description The shelf and a page of its books. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShelfCollectionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    addBooksToShelf: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "ShelfId": 3,
                 *         "ProductIds": [
                 *           101,
                 *           205
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AddProductMappingShelfRequest"];
            };
        };
        responses: {
            /** @description The shelf after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookShelfResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    removeBookFromShelf: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "ShelfId": 3,
                 *         "ProductId": 101
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RemoveProductOnShelfRequest"];
            };
        };
        responses: {
            /** @description The shelf after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookShelfResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    addSampleEbook: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "ProductId": 101,
                 *         "ShelfId": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AddSampleEbookRequest"];
            };
        };
        responses: {
            /** @description The sample's library entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyBookItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getReaderSample: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
                /** @description The `ETag` of the copy the client holds; when it is current the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The book's id. */
                productId: components["parameters"]["ReaderProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sample EPUB. */
            200: {
                headers: {
                    /** @description The sample's version (a strong validator of its bytes). */
                    ETag?: string;
                    /** @description `public, max-age=3600`: the same bytes for everyone; revalidate with the ETag after an hour. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/epub+zip": components["schemas"]["EpubFile"];
                };
            };
            /** @description The copy the client holds (its `If-None-Match`) is current. */
            304: {
                headers: {
                    /** @description The sample's version (a strong validator of its bytes). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getReaderBook: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id. */
                productId: components["parameters"]["ReaderProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The book's EPUB. */
            200: {
                headers: {
                    /** @description `private, no-store`. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/epub+zip": components["schemas"]["EpubFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getReadingPositions: {
        parameters: {
            query: {
                /** @description Which edition's places to answer, the free sample's or the whole book's. */
                edition: components["parameters"]["ReaderEditionQuery"];
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id. */
                productId: components["parameters"]["ReaderProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved positions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadingPositionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    saveReadingPosition: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id. */
                productId: components["parameters"]["ReaderProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "Edition": "full",
                 *         "DeviceId": "3f2b8c1e-7a4d-4c7e-9a51-2d6f0b9e4c11",
                 *         "DeviceName": "Chrome on Android",
                 *         "Locator": {
                 *           "Href": "Text/chapter-007.xhtml",
                 *           "Cfi": "epubcfi(/6/18!/4/2/14/1:0)",
                 *           "Progression": 0.42,
                 *           "TotalProgression": 0.31,
                 *           "ChapterTitle": "บทที่ 7"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SaveReadingPositionRequest"];
            };
        };
        responses: {
            /** @description The saved position. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadingPositionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listAnnotations: {
        parameters: {
            query: {
                /** @description Which edition's places to answer, the free sample's or the whole book's. */
                edition: components["parameters"]["ReaderEditionQuery"];
            };
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id. */
                productId: components["parameters"]["ReaderProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The annotations (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnotationsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    addAnnotation: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The book's id. */
                productId: components["parameters"]["ReaderProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "Edition": "full",
                 *         "Kind": "highlight",
                 *         "Cfi": "epubcfi(/6/10!/4/2/6,/1:0,/1:48)",
                 *         "Text": "ขุนแผนขี่ม้าสีหมอกออกจากเมืองกาญจน์ตั้งแต่รุ่งสาง",
                 *         "Note": "ฉากนี้ใช้อ้างอิงในรายงาน",
                 *         "Color": "yellow",
                 *         "ChapterTitle": "บทที่ 3",
                 *         "TotalProgression": 0.12
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AddAnnotationRequest"];
            };
        };
        responses: {
            /** @description The new annotation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnotationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAnnotation: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The annotation's id. */
                annotationId: components["parameters"]["AnnotationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Data": {
                 *         "Note": "อ่านอีกครั้งก่อนสอบ",
                 *         "Color": "green"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateAnnotationRequest"];
            };
        };
        responses: {
            /** @description The changed annotation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnotationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAnnotation: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID the browser generates once and keeps; keys the guest customer and its cart. */
                deviceId?: components["parameters"]["DeviceId"];
                /** @description The session token; required by registered-only calls (see each operation's security). */
                Token?: components["parameters"]["Token"];
                /** @description The answer's language, `th` (default) or `en`; the `setlanguage` cookie does the same. */
                Language?: components["parameters"]["Language"];
            };
            path: {
                /** @description The annotation's id. */
                annotationId: components["parameters"]["AnnotationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
}

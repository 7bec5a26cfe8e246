/**
 * Shop links (`/shop?package=…&customize=1&add=…`): what they ask for and what they put in the cart, framework-free.
 * A service of their own, apart from the shop's stores (services/ecommerce), so the code every opening of /shop loads
 * does not carry the rules only a link's chosen package applies (issue 25).
 */
export * from './shopLink.ts'

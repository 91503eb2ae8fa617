export { ArticleBody, type ArticleBodyProps } from './ArticleBody.tsx';

/**
 * Inline JavaScript, run as soon as the article is parsed. Until the app
 * has laid out every block once (src/article-rendering), a block off screen
 * that never was has a placeholder height, and Chromium's scroll anchoring
 * does not make up for one drawn above the screen: after a jump (a scroll position restored on
 * reload, End pressed while loading, a script) what the reader sees would
 * move, and the blocks it lands on would be painted as placeholders first. So
 * on every scroll before then, the blocks above the screen and on it are
 * drawn at once, and the page scrolls by as much as that moved the block at
 * the top of the screen. Scroll events come before the frame's layout and paint:
 * the first frame painted at the new position is already right. Plain ES5
 * with no dependencies, since it runs before the app's scripts.
 */
export const drawArticleAbove = `(function(){var article=document.querySelector(".theme-doc-markdown");if(!article)return;function onScroll(){if(article.hasAttribute("data-article-rendered")||!article.isConnected){removeEventListener("scroll",onScroll);return}var blocks=article.children,drawn=[],anchor=null,anchorTop=0;for(var i=0;i<blocks.length;i++){var box=blocks[i].getBoundingClientRect();if(box.top>=innerHeight)break;if(!anchor&&box.bottom>0){anchor=blocks[i];anchorTop=box.top}if(!blocks[i].hasAttribute("data-rendered"))drawn.push(blocks[i])}for(var j=0;j<drawn.length;j++)drawn[j].setAttribute("data-rendered","");if(anchor&&drawn.length){var moved=anchor.getBoundingClientRect().top-anchorTop;if(moved>=1||moved<=-1)scrollBy({top:moved,behavior:"instant"})}}addEventListener("scroll",onScroll,{passive:true})})()`;

(function(){
"use strict";
function byId(i){return document.getElementById(i);}
var rowsBlock=byId("typefit-rows"),metaBlock=byId("typefit-meta");if(!rowsBlock||!metaBlock)return;
var rows=JSON.parse(rowsBlock.textContent),meta=JSON.parse(metaBlock.textContent);
var S=meta.strings,RUNS=meta.runs,RULES=meta.rules,SEV=meta.severities,CAT=meta.categories,CTX=meta.contexts;
var FINDINGS_PER_PAGE=100,ROWS_PER_PAGE=20;
var ESC={"&":"&amp;","<":"&lt;",">":"&gt;","\"":"&quot;"};
function esc(t){return String(t).replace(/[&<>"]/g,function(c){return ESC[c];});}
function firstCategory(mask){for(var i=0;i<CAT.length;i++)if(mask&(1<<i))return i;return -1;}
function count(n){return n.toLocaleString("en-US");}
var findings=[];
rows.forEach(function(r,i){r[5].forEach(function(f){findings.push({row:i,f:f});});});
var table=byId("findings-table"),tbody=table?table.tBodies[0]:null,shownCount=byId("shown-count");
var list=byId("row-list"),rowsStatus=byId("rows-status");
var f={locale:byId("filter-locale"),rule:byId("filter-rule"),category:byId("filter-category"),key:byId("filter-key")};
var all=byId("show-all"),sortColumn=-1,ascending=true,shownFindings=[],shownRows=[],findingsPage=0,rowsPage=0;
var collator=new Intl.Collator("en");
function value(e){return e&&e.value?e.value:"";}
function sortKey(e,col){var r=rows[e.row],rule=RULES[e.f[0]];
switch(col){case 0:return S[r[0]];case 1:return S[r[1]];case 2:return rule[0]+" "+rule[1];
case 3:return SEV.length-e.f[4];case 4:var c=firstCategory(e.f[2]);return c<0?99:c;default:return S[e.f[1]];}}
function select(){
var locale=value(f.locale),rule=value(f.rule),category=CAT.indexOf(value(f.category)),key=value(f.key).toLowerCase(),keep={};
function keyMatches(r){return !key||S[r[0]].toLowerCase().indexOf(key)>=0;}
shownFindings=findings.filter(function(e){var r=rows[e.row];
var ok=(!locale||S[r[1]]===locale)&&(!rule||RULES[e.f[0]][0]===rule)&&(category<0||(e.f[2]>>category)&1)&&keyMatches(r);
if(ok)keep[e.row]=1;return ok;});
if(sortColumn>=0){var keys=new Map();shownFindings.forEach(function(e){keys.set(e,sortKey(e,sortColumn));});
shownFindings.sort(function(x,y){var a=keys.get(x),b=keys.get(y);
var d=typeof a==="number"?a-b:collator.compare(a,b);return ascending?d:-d;});}
else shownFindings.sort(function(x,y){return y.f[4]-x.f[4];});
shownRows=[];rows.forEach(function(r,i){
if(!meta.hideClean||keep[i]||(!r[5].length&&all&&all.checked&&keyMatches(r)&&(!locale||S[r[1]]===locale)))shownRows.push(i);});}
function pager(id,page,size,total,noun){var nav=byId(id);if(!nav)return;nav.hidden=total<=size;
nav.querySelector(".position").textContent=total?noun+" "+count(page*size+1)+"–"+count(Math.min(total,(page+1)*size))+" of "+count(total):"";
nav.querySelector("[data-step='-1']").disabled=page===0;nav.querySelector("[data-step='1']").disabled=(page+1)*size>=total;}
function findingLine(e){var r=rows[e.row],rule=RULES[e.f[0]],c=firstCategory(e.f[2]);
return "<tr><td><a href=\"#row-"+(e.row+1)+"\" data-row=\""+e.row+"\">"+esc(S[r[0]])+"</a></td><td>"+esc(S[r[1]])+"</td><td>"
+rule[0]+" "+rule[1]+"</td><td class=\"sev-"+SEV[e.f[4]]+"\">"+SEV[e.f[4]]+"</td><td>"+(c<0?"any":CAT[c])+"</td><td>"+esc(S[e.f[1]])+"</td></tr>";}
function renderFindings(){if(!tbody)return;
tbody.innerHTML=shownFindings.slice(findingsPage*FINDINGS_PER_PAGE,(findingsPage+1)*FINDINGS_PER_PAGE).map(findingLine).join("");
if(shownCount)shownCount.textContent=String(shownFindings.length);
pager("findings-pager",findingsPage,FINDINGS_PER_PAGE,shownFindings.length,"Findings");}
function numbers(rep,ctx){var roles=rep[0],cols=rep[1];if(!cols.length)return "";
var out="<table class=\"numbers\"><caption class=\"visually-hidden\">Numbers at the failing sizes on "+esc(ctx[0])
+"</caption><thead><tr><th scope=\"col\">At size</th>"
+cols.map(function(c){return "<th scope=\"col\" class=\"num\">"+CAT[c[0]]+"</th>";}).join("")+"</tr></thead><tbody>";
function line(name,cells){out+="<tr><th scope=\"row\">"+name+"</th>"+cells.map(function(t){return "<td class=\"num\">"+t+"</td>";}).join("")+"</tr>";}
function flag(t,bad){return bad?"<span class=\"over\">"+t+"</span>":t;}
roles.forEach(function(role,k){var o=4+5*k,name=esc(S[role]);
line(name+" width needed / available (pt)",cols.map(function(c){return flag(c[o]+" / "+c[o+1],c[o+4]&2);}));
line(name+" lines needed / allowed",cols.map(function(c){return flag(c[o+2]+" / "+(c[o+3]===null?"any":c[o+3]),c[o+4]&1);}));});
line("row height (pt)",cols.map(function(c){return String(c[1]);}));
line("smallest target / minimum (pt)",cols.map(function(c){return c[2]===null?"–":flag(c[2]+" / "+ctx[2],c[3]);}));
return out+"</tbody></table>";}
function article(i){var r=rows[i],clean=!r[5].length,where=[];
if(r[2])where.push(S[r[2][0]]+":"+r[2][1]+":"+r[2][2]);r[3].forEach(function(s){where.push(S[s]);});
var out="<article class=\"row"+(clean?" clean":"")+"\" id=\"row-"+(i+1)+"\"><h3>"+esc(S[r[0]])+"</h3><p class=\"where\">"+esc(where.join(" · "));
if(r[4]!==null)out+=" · <span lang=\""+esc(S[r[1]])+"\">“"+esc(S[r[4]])+"”</span>";
out+="</p>";
if(!clean)out+="<ul>"+r[5].slice().sort(function(x,y){return y[4]-x[4];}).map(function(e){var rule=RULES[e[0]];
return "<li><span class=\"sev-"+SEV[e[4]]+"\">"+SEV[e[4]]+"</span> "+rule[0]+" "+rule[1]+": "+esc(S[e[1]])+"</li>";}).join("")+"</ul>";
r[6].forEach(function(rep,c){var ctx=CTX[c]||CTX[0];out+=numbers(rep,ctx);
if(rep[2])out+="<details class=\"picture\" open data-row=\""+i+"\" data-context=\""+c+"\"><summary>Picture on "+esc(ctx[0])+", "+esc(ctx[1])
+", "+rep[2][0]+" sizes"+(rep[3]?"; failing sizes outlined in red":"")+"</summary><div class=\"strip\"></div></details>";});
return out+"</article>";}
function glyphLine(q){var out="<g transform=\"matrix("+q[0]+" 0 0 -"+q[0]+" "+q[1]+" "+q[2]+")\">",x=0;
for(var i=3;i<q.length;i+=2){var g=q[i],y=0;if(typeof g!=="number"){y=g[1];g=g[0];}x+=q[i+1];
out+="<use href=\"#g"+g.toString(36)+"\" x=\""+x/10+"\""+(y?" y=\""+y/10+"\"":"")+"/>";}
return out+"</g>";}
function strip(parts){var out="";for(var i=1;i<parts.length;i++){var p=parts[i];out+=typeof p==="number"?RUNS[p]:glyphLine(p);}return out;}
function draw(d){if(d.dataset.drawn)return;d.dataset.drawn="1";
d.querySelector(".strip").innerHTML=strip(rows[+d.dataset.row][6][+d.dataset.context][2]);}
var io="IntersectionObserver" in window?new IntersectionObserver(function(es){es.forEach(function(e){
if(e.isIntersecting&&e.target.open){draw(e.target);io.unobserve(e.target);}});},{rootMargin:"400px"}):null;
function renderRows(){if(!list)return;
list.innerHTML=shownRows.slice(rowsPage*ROWS_PER_PAGE,(rowsPage+1)*ROWS_PER_PAGE).map(article).join("");
list.querySelectorAll("details.picture").forEach(function(d){d.addEventListener("toggle",function(){if(d.open)draw(d);});
if(io)io.observe(d);else draw(d);});
if(rowsStatus)rowsStatus.textContent=shownRows.length?count(shownRows.length)+(shownRows.length===1?" row":" rows")
+(meta.hideClean&&!(all&&all.checked)?" with findings":"")+" shown.":"No row matches the filters.";
pager("rows-pager",rowsPage,ROWS_PER_PAGE,shownRows.length,"Rows");}
function apply(){findingsPage=0;rowsPage=0;select();renderFindings();renderRows();}
function reveal(i){var at=shownRows.indexOf(i);if(at<0)return null;var page=Math.floor(at/ROWS_PER_PAGE);
if(page!==rowsPage||!byId("row-"+(i+1))){rowsPage=page;renderRows();}return byId("row-"+(i+1));}
Object.keys(f).forEach(function(k){if(f[k])f[k].addEventListener("input",apply);});
if(all)all.addEventListener("change",apply);
document.querySelectorAll("input[data-overlay]").forEach(function(c){c.addEventListener("change",function(){
document.body.classList.toggle("hide-"+c.dataset.overlay,!c.checked);});});
if(table)table.querySelectorAll("th button").forEach(function(b,col){b.addEventListener("click",function(){
var th=b.parentNode;ascending=!(sortColumn===col&&ascending);sortColumn=col;
th.parentNode.querySelectorAll("th").forEach(function(o){o.removeAttribute("aria-sort");});
th.setAttribute("aria-sort",ascending?"ascending":"descending");findingsPage=0;select();renderFindings();});});
if(tbody)tbody.addEventListener("click",function(ev){var a=ev.target.closest("a[data-row]");if(a)reveal(+a.dataset.row);});
[["findings-pager",function(s){findingsPage+=s;renderFindings();}],["rows-pager",function(s){rowsPage+=s;renderRows();
var top=byId("rows");if(top)top.scrollIntoView();}]].forEach(function(p){var nav=byId(p[0]);if(!nav)return;
nav.addEventListener("click",function(ev){var b=ev.target.closest("button[data-step]");if(b&&!b.disabled)p[1](+b.dataset.step);});});
function followHash(){var m=/^#row-(\d+)$/.exec(location.hash);if(!m)return;var a=reveal(+m[1]-1);if(a)a.scrollIntoView();}
window.addEventListener("hashchange",followHash);
apply();followHash();
})();

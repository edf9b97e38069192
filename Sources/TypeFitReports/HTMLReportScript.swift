/// The HTML report's script, inlined in the page: filters and sorting for the findings table,
/// the switch for rows without findings, the overlay switches, and on-demand pictures (a row's
/// strip is parsed from its `<script type="text/x-svg">` source when its `<details>` is open and
/// scrolled into view).
enum HTMLReportScript {
  static let javaScript = """
    (function(){
    "use strict";
    var main=document.querySelector("main"),rows=document.getElementById("rows");
    ["findings","summary"].forEach(function(id){var s=document.getElementById(id);if(s&&rows)main.insertBefore(s,main.firstChild);});
    function draw(d){if(d.dataset.drawn)return;var t=d.querySelector("script.strip-source");if(!t)return;
    d.querySelector(".strip").innerHTML=t.textContent;d.dataset.drawn="1";}
    var io="IntersectionObserver" in window?new IntersectionObserver(function(es){es.forEach(function(e){
    if(e.isIntersecting&&e.target.open){draw(e.target);io.unobserve(e.target);}});},{rootMargin:"400px"}):null;
    document.querySelectorAll("details.picture").forEach(function(d){
    d.addEventListener("toggle",function(){if(d.open)draw(d);});if(d.open){if(io)io.observe(d);else draw(d);}});
    var f={locale:byId("filter-locale"),rule:byId("filter-rule"),category:byId("filter-category"),key:byId("filter-key")};
    function byId(i){return document.getElementById(i);}
    var all=byId("show-all"),count=byId("shown-count");
    function apply(){if(!byId("findings-table"))return;var key=f.key?f.key.value.toLowerCase():"",n=0,keep={};
    document.querySelectorAll("#findings-table tbody tr").forEach(function(tr){
    var ok=(!f.locale||!f.locale.value||tr.dataset.locale===f.locale.value)&&(!f.rule||!f.rule.value||tr.dataset.rule===f.rule.value)
    &&(!f.category||!f.category.value||(" "+tr.dataset.categories+" ").indexOf(" "+f.category.value+" ")>=0)
    &&(!key||tr.dataset.key.toLowerCase().indexOf(key)>=0);tr.hidden=!ok;if(ok){n++;keep[tr.dataset.row]=1;}});
    if(count)count.textContent=n;
    document.querySelectorAll("article.row").forEach(function(a){
    a.hidden=a.classList.contains("clean")?!(all&&all.checked)||(key&&a.dataset.key.toLowerCase().indexOf(key)<0)
    ||(f.locale&&f.locale.value&&a.dataset.locale!==f.locale.value):!keep[a.id];});}
    Object.keys(f).forEach(function(k){if(f[k])f[k].addEventListener("input",apply);});
    if(all)all.addEventListener("change",apply);
    document.querySelectorAll("input[data-overlay]").forEach(function(c){c.addEventListener("change",function(){
    document.body.classList.toggle("hide-"+c.dataset.overlay,!c.checked);});});
    document.querySelectorAll("#findings-table th button").forEach(function(b,col){b.addEventListener("click",function(){
    var th=b.parentNode,asc=th.getAttribute("aria-sort")!=="ascending",tb=document.querySelector("#findings-table tbody");
    th.parentNode.querySelectorAll("th").forEach(function(o){o.removeAttribute("aria-sort");});
    th.setAttribute("aria-sort",asc?"ascending":"descending");
    var list=Array.prototype.slice.call(tb.rows);list.sort(function(x,y){var a=x.cells[col].dataset.sort||x.cells[col].textContent,
    c=y.cells[col].dataset.sort||y.cells[col].textContent;var r=(+a===+a&&+c===+c)?a-c:a.localeCompare(c);return asc?r:-r;});
    list.forEach(function(r){tb.appendChild(r);});});});
    apply();
    })();
    """
}

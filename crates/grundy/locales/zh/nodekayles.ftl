## 图上的 Node Kayles（games/nodekayles.rs）。

nodekayles-rules = nodekayles：每次取走图中的一个顶点，把它和它的相邻顶点一起删去
nodekayles-take = 取走顶点 { $vertex }
nodekayles-take-with-neighbours = 取走顶点 { $vertex } 及其相邻顶点 { $neighbours }

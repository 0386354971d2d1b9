console.log("e2e pending")
